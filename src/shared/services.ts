/** The firm's practice areas, each a page at /services/<id> in every language. */
export const SERVICE_IDS = ['detention', 'family', 'vawa'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export function isServiceId(value: string | undefined): value is ServiceId {
  return (SERVICE_IDS as readonly (string | undefined)[]).includes(value);
}
