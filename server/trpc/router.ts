import { accountRouter } from './routers/account';
import { auditRouter } from './routers/audit';
import { bookingRouter } from '../booking/router';
import { bookingsRouter } from '../booking/staff-router';
import { analyticsRouter } from '../analytics/router';
import { chatRouter } from '../chat/router';
import { inboxRouter } from '../chat/inbox-router';
import { authRouter } from './routers/auth';
import { contactRouter } from './routers/contact';
import { inquiriesRouter } from './routers/inquiries';
import { mediaRouter } from './routers/media';
import { postsRouter } from './routers/posts';
import { resourcesRouter } from './routers/resources';
import { settingsRouter } from './routers/settings';
import { teamRouter } from './routers/team';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  contact: contactRouter,
  booking: bookingRouter,
  bookings: bookingsRouter,
  analytics: analyticsRouter,
  chat: chatRouter,
  inbox: inboxRouter,
  inquiries: inquiriesRouter,
  team: teamRouter,
  posts: postsRouter,
  resources: resourcesRouter,
  audit: auditRouter,
  media: mediaRouter,
  settings: settingsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
