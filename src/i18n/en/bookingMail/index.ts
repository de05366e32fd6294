import type { BaseTranslation } from '../../i18n-types';

/**
 * The visitor's e-mails about a consultation and their calendar invitations (server/booking/emails.ts, ics.ts): a
 * namespace, so no page downloads them (decision 0027); the server loads every namespace at start.
 */
const en_bookingMail = {
  subject: {
    confirmed: 'Your consultation with {firm:string} is booked',
    moved: 'Your consultation with {firm:string} was moved',
    cancelled: 'Your consultation with {firm:string} was cancelled',
    reminder24: 'Reminder: your consultation with {firm:string} on {day:string}',
    reminder2: 'Reminder: your consultation with {firm:string} at {time:string}',
  },
  intro: {
    confirmed: 'Your consultation is booked. The details are below; the attached invitation adds it to your calendar.',
    moved: 'Your consultation was moved. The new details are below; the attached invitation updates your calendar.',
    cancelled: 'Your consultation was cancelled. The attached notice removes it from your calendar.',
    reminder24: 'This is a reminder of your consultation. The details are below.',
    reminder2: 'Your consultation starts in about two hours. The details are below.',
  },
  cancelledReason: 'The firm cancelled it for this reason: {reason:string}',
  bookAgain: 'You can book another time on our website whenever you like, or call us at {phone:string}.',
  label: {
    when: 'When',
    type: 'Consultation',
    how: 'How',
    language: 'Language',
    attorney: 'Attorney',
    price: 'Price',
  },
  line: '{label:string}: {value:string}',
  minutes: '{n:number} minutes',
  how: {
    phone: 'By phone. {attorney:string} will call you at {phone:string}.',
    video: 'By video. A link to join will be sent to you before the consultation.',
    office: 'At our office, {address:string}.',
  },
  free: 'Free',
  paid: '{amount:string}, paid at the consultation',
  languageNames: { en: 'English', es: 'Spanish', fr: 'French', ht: 'Haitian Creole', pt: 'Portuguese' },
  timeIn: '{time:string} in {city:string}',
  timeUtc: '{time:string} UTC',
  changeHeading: 'Need to change something?',
  reschedule: 'Choose another time',
  cancel: 'Cancel the consultation',
  linksNote: 'Opening these links changes nothing: your consultation is only moved or cancelled when you confirm on the page that opens.',
  notYou: 'If you did not book this consultation, cancel it with the link above or call us.',
  questions: 'Questions? Call us at {phone:string}.',
  ics: {
    summary: 'Consultation with {firm:string}',
    location: { phone: 'Phone', video: 'Video' },
    how: {
      phone: 'By phone: we will call you at the number you gave when booking.',
      video: 'By video: a link to join will be sent to you before the consultation.',
      office: 'At our office: {address:string}',
    },
    contact: 'Questions or changes: {phone:string}',
  },
} satisfies BaseTranslation;

export default en_bookingMail;
