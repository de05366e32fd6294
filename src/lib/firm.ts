import type { FirmPublic } from '@shared/schemas/firm';
import { api } from './api';

/** How long a page trusts the firm's facts it has before asking again in the background. */
const FIRM_STALE_MS = 5 * 60_000;

/**
 * The firm's facts as an administrator saved them at /admin/settings (name, phones, address, links,
 * attorneys). The server fetches them for every page it renders (route-manifest EVERY_PAGE), so a
 * server-rendered page never waits; a client-only screen (the admin) suspends until they arrive.
 */
export function useFirm(): FirmPublic {
  const [firm] = api.settings.public.useSuspenseQuery(undefined, { staleTime: FIRM_STALE_MS });
  return firm;
}
