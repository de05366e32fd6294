import { Text } from '@radix-ui/themes';
import type { AnalyticsSummary } from '@shared/schemas/analytics';
import { StatTileList, type StatTile } from '../components/StatTiles';
import { changeText, type Trend } from './range';

const TREND_COLOR = { up: 'green', new: 'green', down: 'red', same: 'gray' } as const satisfies Record<Trend, string>;

/** Forms, chats and bookings of the range: what the server counts as the previous period's conversions too. */
export function conversionsTotal(conversions: NonNullable<AnalyticsSummary['conversions']>): number {
  return conversions.form + conversions.chat.reduce((sum, c) => sum + c.count, 0) + conversions.booking;
}

/** What a total counts, and how it compares with the same number of days before the range. */
function Note({ what, current, previous, days }: { what?: string; current: number; previous: number; days: number }) {
  const change = changeText(current, previous, days);
  return (
    <>
      {what ? (
        <Text size="1" color="gray">
          {what}
        </Text>
      ) : null}
      <Text size="1" color={TREND_COLOR[change.trend]} weight="medium">
        {change.text}
      </Text>
    </>
  );
}

/** The range's totals: views, visitors and (administrators) conversions, each against the days before. */
export function SummaryTiles({ summary }: { summary: AnalyticsSummary }) {
  const { totals, previous, conversions } = summary;
  const days = summary.days.length;
  const tiles: StatTile[] = [
    { label: 'Views', value: totals.views, note: <Note what="pages seen" current={totals.views} previous={previous.views} days={days} /> },
    { label: 'Visitors', value: totals.visitors, note: <Note what="visitors per day, summed" current={totals.visitors} previous={previous.visitors} days={days} /> },
  ];
  if (conversions && previous.conversions !== null) {
    const total = conversionsTotal(conversions);
    tiles.push({ label: 'Conversions', value: total, note: <Note what="forms, chats and bookings" current={total} previous={previous.conversions} days={days} /> });
  }
  return <StatTileList label="Totals of the range" tiles={tiles} columns={{ initial: '1', xs: String(tiles.length) }} />;
}
