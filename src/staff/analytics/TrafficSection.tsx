import { lazy, Suspense } from 'react';
import type { AnalyticsSummary } from '@shared/schemas/analytics';
import { AnalyticsSection, CountTable, type CountColumn } from './CountTable';
import { count, dateLabel, rangeLabel } from './range';

/** uPlot comes with this screen only, not with every admin page. */
const ViewsChart = lazy(() => import('./ViewsChart'));

type Day = AnalyticsSummary['days'][number];

const DAY_COLUMNS: CountColumn<Day>[] = [
  { header: 'Day', cell: (d) => dateLabel(d.day) },
  { header: 'Views', cell: (d) => d.views, numeric: true },
  { header: 'Visitors', cell: (d) => d.visitors, numeric: true },
];

/** Views and visitors per day: the chart (one image with a name), and the same numbers as a table under it. */
export function TrafficSection({ summary }: { summary: AnalyticsSummary }) {
  const range = rangeLabel(summary);
  const label = `Chart of views and visitors per day, ${range}: ${count(summary.totals.views)} views, ${count(summary.totals.visitors)} visitors. The numbers of each day are in the table under the chart.`;
  return (
    <AnalyticsSection title="Views and visitors per day" about="Views: pages seen. Visitors: different visitors each day (a visitor who comes back another day counts again).">
      <Suspense fallback={<div className="analytics-chart is-loading" role="status" aria-label="Loading the chart" />}>
        <ViewsChart days={summary.days} label={label} />
      </Suspense>
      <details className="analytics-days">
        <summary>Show the numbers of each day (table)</summary>
        <CountTable caption={`Views and visitors per day, ${range}`} columns={DAY_COLUMNS} rows={summary.days} rowKey={(d) => d.day} empty="No days in this range." />
      </details>
    </AnalyticsSection>
  );
}
