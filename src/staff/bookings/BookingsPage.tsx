import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { keepPreviousData } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import { trpc } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { FormLoading, FormPageShell } from '../components/FormPageShell';
import { ListError } from '../components/ListError';
import { BlockTimeDialog } from './BlockTimeDialog';
import { BookingCard } from './BookingCard';
import { CalendarFeeds } from './CalendarFeeds';
import { addDays, dayLabel, firmDateOf, firmToday, isFirmDate, shownDays, weekLabel, type BookingsView } from './firm-days';
import type { BookingAttorney, BookingItem } from './labels';
import './bookings.css';

/** The attorneys of the firm, then anyone no longer listed who still has bookings in the days shown. */
function attorneysOf(data: { attorneys: BookingAttorney[]; items: BookingItem[] }): BookingAttorney[] {
  const list = [...data.attorneys];
  for (const item of data.items) if (!list.some((a) => a.key === item.attorneyKey)) list.push({ key: item.attorneyKey, name: item.attorneyName });
  return list;
}

/**
 * /admin/bookings (administrators; decision 0028): a day or a week of the firm's calendar, per attorney, each
 * consultation and blocked time in time order with what can be done with it; 'Block time'; the calendar feeds.
 * The view and the date are in the address (?view=day&date=2026-12-03), so Back and a reload keep them.
 */
export default function BookingsPage() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const view: BookingsView = params.get('view') === 'day' ? 'day' : 'week';
  const requested = params.get('date');
  const today = firmToday();
  const date = isFirmDate(requested) ? requested : today;
  const range = shownDays(view, date);
  const week = trpc.bookings.week.useQuery(range, { placeholderData: keepPreviousData });
  useErrorToast(week.error, 'Error fetching the bookings');

  const show = (nextView: BookingsView, nextDate: string) => navigate(`~/admin/bookings?view=${nextView}&date=${nextDate}`, { replace: true });
  const step = view === 'day' ? 1 : 7;
  const unit = view === 'day' ? 'day' : 'week';
  const period = view === 'day' ? dayLabel(range.from) : weekLabel(range.from);
  const showsToday = view === 'day' ? date === today : range.from === shownDays('week', today).from;
  const attorneys = week.data ? attorneysOf(week.data) : [];

  return (
    <FormPageShell title="Bookings" wide>
      <Text as="p" color="gray" mb="4">
        Consultations booked on the site and blocked time, per attorney. Times are the firm&apos;s: Eastern Time (ET).
      </Text>

      <Flex className="bookings-toolbar" gap="3" wrap="wrap" align="center" justify="between" mb="4">
        <Flex gap="3" wrap="wrap" align="center">
          <Flex role="group" aria-label="View" gap="1" className="bookings-views">
            <Button variant={view === 'day' ? 'solid' : 'soft'} aria-pressed={view === 'day'} onClick={() => show('day', date)}>
              Day
            </Button>
            <Button variant={view === 'week' ? 'solid' : 'soft'} aria-pressed={view === 'week'} onClick={() => show('week', date)}>
              Week
            </Button>
          </Flex>
          <Flex role="group" aria-label={`Choose the ${unit}`} gap="1">
            <Button variant="soft" color="gray" onClick={() => show(view, addDays(date, -step))} aria-label={`Previous ${unit}`}>
              ‹ Previous
            </Button>
            <Button variant="soft" color="gray" onClick={() => show(view, today)} disabled={showsToday}>
              Today
            </Button>
            <Button variant="soft" color="gray" onClick={() => show(view, addDays(date, step))} aria-label={`Next ${unit}`}>
              Next ›
            </Button>
          </Flex>
        </Flex>
        <BlockTimeDialog attorneys={week.data?.attorneys ?? []} />
      </Flex>

      <section aria-labelledby="bookings-period" className="bookings-schedule">
        <Heading as="h2" size="5" mb="3" id="bookings-period" aria-live="polite">
          {period}
          {view === 'day' && date === today ? ' (today)' : ''}
        </Heading>
        {week.data ? (
          <div className="bookings-attorneys" aria-busy={week.isPlaceholderData}>
            {attorneys.map((a) => (
              <AttorneyBookings key={a.key} attorney={a} items={week.data.items.filter((i) => i.attorneyKey === a.key)} view={view} from={range.from} days={range.days} today={today} />
            ))}
            {attorneys.length === 0 ? <Text color="gray">No attorney takes consultations yet: add them in Settings.</Text> : null}
          </div>
        ) : week.error ? (
          <ListError what="bookings" onRetry={() => void week.refetch()} />
        ) : (
          <FormLoading text="Loading bookings..." />
        )}
      </section>

      <CalendarFeeds attorneys={week.data?.attorneys ?? []} />
    </FormPageShell>
  );
}

/** What is shown on a day: freed blocks are gone; a cancelled consultation stays, marked. */
const shown = (item: BookingItem) => !(item.kind === 'block' && item.status === 'cancelled');

function AttorneyBookings({
  attorney,
  items,
  view,
  from,
  days,
  today,
}: {
  attorney: BookingAttorney;
  items: BookingItem[];
  view: BookingsView;
  from: string;
  days: number;
  today: string;
}) {
  const headingId = useId();
  const list = items.filter(shown).sort((a, b) => a.start.getTime() - b.start.getTime());
  // A block that began before the days shown is listed on the first of them.
  const dayOf = (item: BookingItem) => {
    const d = firmDateOf(item.start);
    return d < from ? from : d;
  };
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  return (
    <section aria-labelledby={headingId} className="bookings-attorney">
      <Heading as="h3" size="4" mb="2" id={headingId}>
        {attorney.name}
      </Heading>
      {list.length === 0 ? (
        <Text as="p" size="2" color="gray">
          Nothing booked or blocked {view === 'day' ? 'this day' : 'this week'}.
        </Text>
      ) : view === 'day' ? (
        <BookingList items={list} level={4} label={`${attorney.name}'s bookings`} />
      ) : (
        dates.map((d) => {
          const ofDay = list.filter((i) => dayOf(i) === d);
          if (ofDay.length === 0) return null;
          return (
            <div key={d} className="bookings-day">
              <Heading as="h4" size="2" mb="2" color="gray">
                {dayLabel(d)}
                {d === today ? ' (today)' : ''}
              </Heading>
              <BookingList items={ofDay} level={5} label={`${attorney.name}, ${dayLabel(d)}`} />
            </div>
          );
        })
      )}
    </section>
  );
}

function BookingList({ items, level, label }: { items: BookingItem[]; level: 4 | 5; label: string }) {
  return (
    <ul className="bookings-list" aria-label={label}>
      {items.map((item) => (
        <BookingCard key={item.id} item={item} level={level} />
      ))}
    </ul>
  );
}
