import type { BookingStatus } from '@shared/schemas/booking';
import type { RouterOutputs } from '../../lib/trpc';

/** One row of the bookings screen: a consultation or an attorney's blocked time. */
export type BookingItem = RouterOutputs['bookings']['week']['items'][number];
export type BookingAttorney = RouterOutputs['bookings']['week']['attorneys'][number];

export const STATUS_LABEL: Record<BookingStatus, string> = { active: 'Booked', attended: 'Attended', no_show: 'No-show', cancelled: 'Cancelled' };
export const STATUS_COLOR = { active: 'blue', attended: 'green', no_show: 'orange', cancelled: 'gray' } as const satisfies Record<BookingStatus, string>;

/** Who cancelled, as the row stores it ('firm' or 'visitor'). */
export function cancelledByLabel(by: string | null): string {
  if (by === 'firm') return 'the firm';
  if (by === 'visitor') return 'the visitor';
  return by ?? 'someone';
}

/** A phone number as a tel: address (digits and a leading plus). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
