/**
 * The browser tests run two at a time on one server (playwright.config.ts). What some of them change is seen by
 * others, so those declare a lock (Playwright's test locks): tests holding the same lock never run at the same time,
 * while every other test goes on beside them. A file takes one for all its tests with
 * `test.describe.configure({ lock })`; a single test with `test(title, { lock }, body)`.
 */

/**
 * The chat's side of the firm: the on-call settings and office hours the chat tests set, staff availability, urgent
 * chats waiting (the banner counts them), open conversations (the inbox lists them), and the Inquiries list, which
 * shows urgent chats first.
 */
export const CHAT = 'chat';

/**
 * Posts, resources and images: what visitors see on /blog and /resources (how many, which comes first), the
 * dashboard's counts, and the media library ('Remove unused' removes every unused upload).
 */
export const CONTENT = 'content';

/**
 * Runs when no other test is running (Playwright's built-in exclusive lock): a test that changes what every public
 * page says about the firm (its phone, address, attorneys, office hours), and a test that measures time in the
 * page (how soon the chat answers, how long the main thread is busy), which another browser on the same two cores
 * would blur.
 */
export const ALONE = '-exclusive-';

/** Consultations' free times: a test that books, moves or blocks time (another could take the time it chose). */
export const BOOKINGS = 'bookings';
