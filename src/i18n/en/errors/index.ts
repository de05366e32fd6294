import type { BaseTranslation } from '../../i18n-types';

/**
 * What the server refuses with, by the `code` of its domain error (server/errors.ts): the client shows
 * `data.domain.code` with `data.domain.params` through this namespace, loaded only where forms are. The English
 * is the server's sentence word for word (tests/unit/error-codes.test.ts checks every code has an entry).
 */
const en_errors = {
  // Every call (server/trpc/trpc.ts)
  crossSite: 'Cross-site requests are not allowed',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  requestNotAllowed: 'The request contains characters that are not allowed.',
  signInRequired: 'Please sign in to continue.',
  awaitingApproval: 'Your account is waiting for approval by an administrator.',
  twoFactorRequired: 'Your administrator requires two-factor authentication. Turn it on in your profile to continue.',
  adminOnly: 'Only administrators can do this.',
  batchTooLarge: 'Too many calls in one request: at most {max:number} are allowed.',
  unexpected: 'An unexpected error occurred',
  // Accounts (server/services/auth.ts, totp.ts, settings.ts, team.ts)
  invalidCredentials: 'Invalid email or password',
  emailNotConfirmed: 'Please confirm your email address before signing in. Check your inbox for the confirmation link.',
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
  confirmWrongPassword: 'This is not the password chosen at sign-up. If you did not choose it, reset your password instead.',
  wrongCurrentPassword: 'Current password is incorrect',
  accountNotFound: 'Account not found',
  tooManyAttempts: 'Too many attempts. Please wait {minutes:number} minute{{s}} and try again.',
  invalidCode: 'Invalid code',
  ticketExpired: 'Your sign-in has expired. Please sign in again.',
  twoFactorAlreadyOn: 'Two-factor authentication is already on.',
  twoFactorNotEnrolling: 'Start two-factor setup again: no setup is in progress.',
  twoFactorNotOn: 'Two-factor authentication is not on.',
  turnOnYoursFirst: 'Turn on two-factor authentication for your own account first (in your profile).',
  ownAdminRole: 'You cannot remove your own admin role.',
  memberGone: 'This account no longer exists.',
  roleLost: 'Another administrator removed your admin role a moment ago, so this change was not saved.',
  ownTwoFactor: 'You cannot reset your own two-factor authentication here. Turn it off on your profile page, with a code from your app or a recovery code.',
  noTwoFactor: 'This account does not use two-factor authentication.',
  // Invitations (server/services/invitations.ts)
  inviteAccountExists: '{email:string} already has an account. Give it a role in the team list instead.',
  invitationGone: 'This invitation was already used or withdrawn.',
  invitationInvalid: 'This invitation link is not valid. Open the link in your invitation e-mail again, or ask an administrator to invite you again.',
  invitationUsed: 'This invitation has already been used. Sign in with the password you chose.',
  invitationRevoked: 'This invitation was withdrawn or replaced by a newer one. Use the link of the newest invitation e-mail, or ask an administrator to invite you again.',
  invitationExpired: 'This invitation has expired. Ask an administrator to invite you again.',
  invitationAccountExists: 'An account with this e-mail address already exists. Sign in with it (or reset its password); an administrator can give it a role in the Team tab.',
  // Inquiries and the staff's inbox (server/services/inquiries.ts, server/chat/urgent.ts, inbox.ts). What the chat
  // refuses a visitor with is the catalogue's chat.errors, by the code's key (src/shared/chat-intake.ts CHAT_ERRORS).
  inquiryGone: 'This inquiry no longer exists.',
  inquiryNotUrgent: 'This inquiry is not an urgent chat.',
  inquiryNotStored: 'inquiry not stored',
  chatMessageNotStored: 'message not stored',
  inboxNotFound: 'This conversation no longer exists. It may have been deleted with its inquiry.',
  inboxClosed: 'This conversation was closed. Nothing more can be sent in it.',
  inboxFull: 'This conversation is full. Continue by phone or e-mail.',
  // Settings and images (server/services/firm-settings.ts, media.ts)
  firmSettingsStale:
    'The settings were changed by someone else while you were editing. Your changes are still in the form: copy what you need, then load the newer version.',
  mediaNotFound: 'This image no longer exists.',
  mediaUsedByPost: 'This image is used by the post "{title:string}". Remove it from the post first.',
  mediaUsedByTwoPosts: 'This image is used by two posts, such as "{title:string}". Remove it from them first.',
  mediaUsedBySeveralPosts: 'This image is used by several posts, such as "{title:string}". Remove it from them first.',
  mediaIsAttorneyPhoto: 'This image is the photo of {name:string} in the firm settings. Choose another photo there first.',
  tooManyUploads: 'You have uploaded {max:number} images in the last hour, the most allowed. Please wait a while and try again.',
  // Consultations (server/booking/service.ts; src/shared/schemas/booking.ts BOOKING_MSG)
  bookingSlotTaken: 'That time was just booked by someone else. Please choose another time; what you typed is kept.',
  bookingSlotUnavailable: 'That time can no longer be booked. Please choose another time; what you typed is kept.',
  bookingTooMany: 'This e-mail address or phone number already has 3 consultations booked. Cancel one before booking another, or call the firm.',
  bookingCheck: "Your browser's check did not go through. Please send the form again.",
  bookingCheckNeeded:
    'Too many bookings were sent from this connection without the browser check, which needs JavaScript. Turn JavaScript on and try again, or call the firm.',
  bookingOff: 'Consultations are not booked on this site. Please use the booking link on the contact page.',
  bookingTypeId: 'Choose a type of consultation',
  bookingStart: 'Choose a time',
  bookingLinkDead: 'This link no longer works: the consultation was changed, cancelled or has already taken place.',
  mediaTooLarge: 'The file is larger than 15 MB.',
  mediaTooManyPixels: 'The image is larger than 40 megapixels.',
  mediaTooMuchMemory:
    'The image needs too much memory to process (it has 16-bit colour, or is very large). Save it as an 8-bit JPEG or PNG of at most 40 megapixels and upload it again.',
  mediaBusy: 'The server is busy processing other uploads. Please try again in a minute.',
  mediaWrongType: 'Upload a JPEG, PNG, WebP or AVIF image.',
  mediaUnreadable: 'The image could not be read. It may be damaged: try saving it again, or another file.',
  // Posts and resources (server/services/content.ts, post-editing.ts)
  slugTaken: 'This slug is already used by another post',
  slugRedirects:
    'This slug is the old address of “{title:string}” and still redirects there. Save again to use it for this post; the old link will then open this one.',
  revisionGone: 'This revision no longer exists.',
  revisionUnreadable: 'This revision cannot be read any more.',
} satisfies BaseTranslation;

export default en_errors;
