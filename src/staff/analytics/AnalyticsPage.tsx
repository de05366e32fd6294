import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import type { AnalyticsRangeInput, AnalyticsSummary } from '@shared/schemas/analytics';
import { trpc } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { firmToday } from '../bookings/firm-days';
import { FormLoading, FormPageShell } from '../components/FormPageShell';
import { ListError } from '../components/ListError';
import { ConversionTables } from './ConversionTables';
import { RangeControls } from './RangeControls';
import { rangeChoiceOf, rangeLabel, rangeOf, rangeQuery, type RangeChoice } from './range';
import { SummaryTiles } from './SummaryTiles';
import { TrafficSection } from './TrafficSection';
import { Campaigns, Devices, Referrers, TopPages } from './TrafficTables';
import './analytics.css';

/** The same days as a CSV of daily rows per page, streamed by the server (server/analytics/routes.ts). */
const csvUrl = ({ from, to }: AnalyticsRangeInput) => `/admin/analytics.csv?${new URLSearchParams({ from, to }).toString()}`;

/**
 * /admin/analytics (administrators and editors; issue 37, decision 0029): which pages bring visitors and, for
 * administrators, clients. A range of the firm's calendar days (kept in the address: ?range=30 or
 * ?from=…&to=…), its totals against the same number of days before, views and visitors per day, the top pages,
 * referrers, campaigns and devices; for administrators the conversions and the articles read before them.
 */
export default function AnalyticsPage() {
  const [, navigate] = useLocation();
  const choice = rangeChoiceOf(useSearch());
  const range = rangeOf(choice, firmToday());
  const summary = trpc.analytics.summary.useQuery(range ?? skipToken, { placeholderData: keepPreviousData });
  useErrorToast(summary.error, 'Error fetching the analytics');
  const choose = (next: RangeChoice) => navigate(`~/admin/analytics${rangeQuery(next)}`, { replace: true });

  return (
    <FormPageShell title="Analytics" wide>
      <Text as="p" color="gray" mb="4">
        Visits to the public site, counted without cookies; staff who are signed in are not counted. Days are the firm&apos;s calendar days, Eastern Time (ET).
      </Text>

      <RangeControls choice={choice} shown={range} onChoose={choose} />

      {range ? (
        <>
          <Flex justify="between" align="center" gap="3" wrap="wrap" mb="4">
            <Heading as="h2" size="5" aria-live="polite">
              {rangeLabel(range)}
            </Heading>
            <Button variant="soft" asChild>
              {/* A plain link: the browser saves the file as it streams. */}
              <a href={csvUrl(range)} download>
                Download CSV
              </a>
            </Button>
          </Flex>
          {summary.data ? (
            <Report summary={summary.data} busy={summary.isPlaceholderData} />
          ) : summary.error ? (
            <ListError what="analytics" onRetry={() => void summary.refetch()} />
          ) : (
            <FormLoading text="Loading analytics..." />
          )}
        </>
      ) : (
        <Text as="p" color="gray" className="admin-empty">
          Choose a valid range above to see its numbers.
        </Text>
      )}
    </FormPageShell>
  );
}

/** Everything the server counted for the range; the conversions only when it sent them (administrators). */
function Report({ summary, busy }: { summary: AnalyticsSummary; busy: boolean }) {
  return (
    <Flex direction="column" gap="6" aria-busy={busy} className="analytics-report">
      <SummaryTiles summary={summary} />
      <TrafficSection summary={summary} />
      <TopPages pages={summary.pages} />
      {summary.conversions ? <ConversionTables conversions={summary.conversions} /> : null}
      <div className="analytics-grid">
        <Referrers referrers={summary.referrers} />
        <Devices devices={summary.devices} />
      </div>
      <Campaigns campaigns={summary.campaigns} />
    </Flex>
  );
}
