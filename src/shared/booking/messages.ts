/**
 * The booking messages and field limits, without zod (the booking page shows them; src/shared/schemas/booking.ts
 * re-exports them with the schemas). Apart from basics.ts, which the route table (every page's first JavaScript) reads.
 */

/** The schemas' messages and the server's refusals, in English. */
export const BOOKING_MSG = {
  typeId: 'Choose a type of consultation',
  typeName: 'Name must be 2 to 80 characters',
  typeDescription: 'Description must be at most 500 characters',
  duration: 'Duration must be a whole number of minutes from 15 to 120',
  buffer: 'Buffers must be whole numbers of minutes from 0 to 120',
  minNotice: 'Minimum notice must be a whole number of hours from 0 to 720',
  window: 'Booking window must be a whole number of days from 1 to 180',
  price: 'Price must be an amount from 0 to 10,000 dollars (0 is free)',
  typeAttorneys: 'Choose at least one attorney who takes this consultation',
  types: 'List at most 10 types of consultation',
  typeIdDuplicate: 'Two types of consultation have the same code',
  maxPerDay: 'Most consultations per day must be a whole number from 1 to 20',
  languages: 'Choose at least one language the attorney speaks',
  dayOff: 'Days off must be dates written as YYYY-MM-DD',
  daysOff: 'List at most 200 days off',
  hoursRow: 'Add at most 4 periods per day',
  language: 'Choose the language of the consultation',
  start: 'Choose a time',
  timeZone: 'Choose a time zone',
  name: 'Please enter your name (2 to 100 characters)',
  phone: 'Please enter a phone number with 7 to 15 digits',
  matter: 'Describe the matter in a few words (at most 500 characters)',
  otherParties: 'Other parties must be at most 500 characters',
  consent: 'Please agree to be contacted about this consultation',
  // Refusals of the server (codes in src/shared/error-codes.ts, sentences in every catalogue).
  slotTaken: 'That time was just booked by someone else. Please choose another time; what you typed is kept.',
  slotUnavailable: 'That time can no longer be booked. Please choose another time; what you typed is kept.',
  tooManyBookings: 'This e-mail address or phone number already has 3 consultations booked. Cancel one before booking another, or call the firm.',
  bookingOff: 'Consultations are not booked on this site. Please use the booking link on the contact page.',
  check: "Your browser's check did not go through. Please send the form again.",
  checkNeeded: 'Too many bookings were sent from this connection without the browser check, which needs JavaScript. Turn JavaScript on and try again, or call the firm.',
  linkDead: 'This link no longer works: the consultation was changed, cancelled or has already taken place.',
  cancelReason: 'Reason must be at most 500 characters',
  blockReason: 'Reason must be at most 200 characters',
  blockRange: 'The end must be after the start, at most 14 days later',
} as const;

/** Limits of the booking form's fields (the page's maxlength attributes read them). */
export const BOOKING_LIMITS = { name: 100, phone: 30, matter: 500, otherParties: 500 } as const;
