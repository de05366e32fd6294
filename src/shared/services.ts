/** The firm's practice areas, each a page at /services/<id> in every language. */
export const SERVICE_IDS = ['detention', 'family', 'vawa'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export function isServiceId(value: string | undefined): value is ServiceId {
  return (SERVICE_IDS as readonly (string | undefined)[]).includes(value);
}

/**
 * Pages a person in danger may be reading with an abuser nearby: they get the 'Quick exit' button
 * (src/public/common/QuickExit.tsx). Addresses without their language prefix.
 */
export const QUICK_EXIT_PATHS: readonly string[] = ['/services/family', '/services/vawa'];

/** Where 'Quick exit' goes: a page anyone might have open, on another site. */
export const QUICK_EXIT_URL = 'https://www.google.com/search?q=weather';
