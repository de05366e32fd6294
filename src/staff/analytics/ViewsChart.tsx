import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AnalyticsSummary } from '@shared/schemas/analytics';
import { count, dateLabel, shortDateLabel } from './range';

/**
 * Views and visitors per day as lines (uPlot, loaded with this screen only: AnalyticsPage imports this module
 * lazily). The chart is as wide as its box, drawn again when the box changes width (a phone of 360 px, a
 * window made narrower). Its numbers are also in a table beside it (TrafficSection), for screen readers and
 * anyone who wants the figures: the chart itself is one image with a name.
 */

type Day = AnalyticsSummary['days'][number];

const height = (width: number) => (width < 480 ? 220 : 280);

/** Whole numbers on the count axis: 1, 2, 5, 10, 20, 50, … */
const COUNT_STEPS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((m) => m * 10 ** power)).flat();
/** Ticks on the day axis: every day, every 2 days, every week, … (the days are indexes 0 … n−1). */
const DAY_STEPS = [1, 2, 7, 14, 28, 56, 91, 182, 364];

/**
 * The theme's colours in sRGB (light appearance: indigo 9, orange 11, slate 11 and slate a4): the canvas is given
 * them as text, and the theme's custom properties may hold display-p3 colours a canvas does not take everywhere.
 * Both lines are at least 3:1 against the white panel; visitors are dashed too, so colour is not the only cue.
 */
const COLORS = { views: '#3e63dd', viewsFill: 'rgba(62, 99, 221, 0.1)', visitors: '#cc4e00', text: '#60646c', grid: '#00002d17' };

function chartOptions(days: Day[], width: number): uPlot.Options {
  const { views, viewsFill, visitors, text, grid } = COLORS;
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const last = days.length - 1;
  /** The date of an index on the day axis ('' between days). */
  const dateAt = (i: number | null | undefined, label: (date: string) => string) => {
    const day = i === null || i === undefined || !Number.isInteger(i) ? undefined : days[i];
    return day ? label(day.day) : '';
  };
  const countText = (_u: uPlot, v: number | null) => (v === null ? '—' : count(v));
  return {
    width,
    height: height(width),
    scales: {
      x: { time: false, range: () => (last === 0 ? [-0.5, 0.5] : [0, last]) },
      y: { range: (_u, _min, max) => [0, max > 0 ? uPlot.rangeNum(0, max, 0.1, true)[1] : 1] },
    },
    series: [
      { label: 'Day', value: (_u, i) => dateAt(i, dateLabel) || '—' },
      { label: 'Views', stroke: views, width: 2, fill: viewsFill, value: countText },
      { label: 'Visitors', stroke: visitors, width: 2, dash: [6, 4], value: countText },
    ],
    axes: [
      { ...axis, space: 64, incrs: DAY_STEPS, values: (_u, splits) => splits.map((i) => dateAt(i, shortDateLabel)) },
      { ...axis, incrs: COUNT_STEPS, values: (_u, splits) => splits.map((v) => count(v)) },
    ],
    // No zooming by dragging: the range is chosen above the chart.
    cursor: { drag: { x: false, y: false } },
  };
}

export default function ViewsChart({ days, label }: { days: Day[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [days.map((_, i) => i), days.map((d) => d.views), days.map((d) => d.visitors)];
    const plot = new uPlot(chartOptions(days, el.clientWidth), data, el);
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== plot.width) plot.setSize({ width, height: height(width) });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days]);
  return <div ref={box} role="img" aria-label={label} className="analytics-chart" />;
}
