import { z } from 'zod';
import { LOCALES } from '../locales';
import { emailField } from './auth';
import { submissionKey, text } from './text';
import { journeyField } from './analytics';

import { CONTACT_MSG } from '../contact-messages';

export { CONTACT_MSG };

/** Decision 0018: every field required; decision 0010: stored and e-mailed, with a honeypot against bots. */
export const contactInput = z.object({
  name: text({ error: CONTACT_MSG.name }).trim().min(1, CONTACT_MSG.name).max(200, 'Name must be at most 200 characters'),
  email: emailField,
  phone: text({ error: CONTACT_MSG.phone })
    .trim()
    .regex(/^[+()\d\s.-]{7,30}$/, CONTACT_MSG.phone)
    .refine((p) => p.replace(/\D/g, '').length >= 7, CONTACT_MSG.phone),
  message: text({ error: CONTACT_MSG.message }).trim().min(1, CONTACT_MSG.message).max(5000, 'Message must be at most 5000 characters'),
  privacy: z.literal(true, { error: CONTACT_MSG.privacy }),
  /** Hidden field: people leave it empty, form-filling bots do not. */
  website: text().max(500).optional().default(''),
  locale: z.enum(LOCALES).default('en'),
  /** Where the visit came from (decision 0029): sent by the page, dropped when malformed. */
  journey: journeyField,
  /** The submission's idempotency key; without one the server keys the submission by its text (server/services/inquiries.ts). */
  submission: submissionKey,
});
export type ContactInput = z.input<typeof contactInput>;
