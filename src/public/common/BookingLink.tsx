import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useFirm } from '../../lib/firm';
import { ExternalLink } from './ExternalLink';

/**
 * 'Book Consultation' wherever the pages offer it (decision 0028): the booking page of this site when the firm
 * books consultations here, else its external booking link, in a new tab as before.
 */
export function BookingLink({ children, className }: { children: ReactNode; className?: string }) {
  const firm = useFirm();
  return firm.bookingMode === 'site' ? (
    <Link href="/book" className={className}>
      {children}
    </Link>
  ) : (
    <ExternalLink href={firm.bookingUrl} className={className}>
      {children}
    </ExternalLink>
  );
}
