/**
 * The contact form's field messages, without zod: the schema (src/shared/schemas/contact.ts) uses them, and so
 * does the form to translate them (zod stays out of the home and contact pages' JavaScript).
 */
export const CONTACT_MSG = {
  name: 'Please enter your full name',
  phone: 'Please enter a valid phone number',
  message: 'Please briefly describe your case',
  privacy: 'Please accept the Privacy Policy',
} as const;
