import { describe, expect, it } from 'vitest';
import { firmToday } from '../../src/staff/bookings/firm-days';
import { changeText, daysIn, percent, rangeChoiceOf, rangeErrors, rangeLabel, rangeOf, rangeQuery } from '../../src/staff/analytics/range';

/** /admin/analytics's range (issue 37): the firm's calendar days, kept in the address. */
describe('analytics range', () => {
  it('reads the range from the address, the last 30 days by default', () => {
    expect(rangeChoiceOf('')).toEqual({ kind: 'preset', days: 30 });
    expect(rangeChoiceOf('?range=7')).toEqual({ kind: 'preset', days: 7 });
    expect(rangeChoiceOf('?range=45')).toEqual({ kind: 'preset', days: 30 });
    expect(rangeChoiceOf('?from=2026-11-01&to=2026-11-30')).toEqual({ kind: 'custom', from: '2026-11-01', to: '2026-11-30' });
    expect(rangeChoiceOf('?from=2026-11-01')).toEqual({ kind: 'custom', from: '2026-11-01', to: '' });
    expect(rangeQuery({ kind: 'preset', days: 90 })).toBe('?range=90');
    expect(rangeQuery({ kind: 'custom', from: '2026-11-01', to: '2026-11-30' })).toBe('?from=2026-11-01&to=2026-11-30');
  });

  it("counts the last days up to the firm's today, today included", () => {
    expect(rangeOf({ kind: 'preset', days: 7 }, '2026-03-09')).toEqual({ from: '2026-03-03', to: '2026-03-09' });
    expect(rangeOf({ kind: 'preset', days: 30 }, '2026-03-09')).toEqual({ from: '2026-02-08', to: '2026-03-09' });
    // 03:30 UTC on 1 December is still 30 November in New York.
    expect(firmToday(new Date('2026-12-01T03:30:00Z'))).toBe('2026-11-30');
    expect(daysIn('2026-03-01', '2026-03-31')).toBe(31);
  });

  it('refuses a custom range backwards, longer than 400 days or not a date, beside the field', () => {
    expect(rangeErrors('2026-01-01', '2026-01-01')).toEqual({});
    expect(rangeErrors('2025-01-01', '2026-02-04')).toEqual({}); // 400 days
    expect(rangeErrors('2025-01-01', '2026-02-05').from).toMatch(/at most 400 days: this range has 401 days/);
    expect(rangeErrors('2026-02-02', '2026-02-01').to).toMatch(/on or after the first day/);
    expect(rangeErrors('', '2026-02-31')).toEqual({ from: 'Enter the first day as a date.', to: 'Enter the last day as a date.' });
    expect(rangeOf({ kind: 'custom', from: '2026-02-02', to: '2026-02-01' }, '2026-03-09')).toBeNull();
  });

  it('says the change against the days before, and "new" after none', () => {
    expect(changeText(112, 100, 30)).toEqual({ text: '+12 % vs the 30 days before', trend: 'up' });
    expect(changeText(50, 100, 7)).toEqual({ text: '−50 % vs the 7 days before', trend: 'down' });
    expect(changeText(1001, 1000, 1)).toEqual({ text: '+<1 % vs the day before', trend: 'up' });
    expect(changeText(5, 5, 30).trend).toBe('same');
    expect(changeText(3, 0, 30)).toEqual({ text: 'New: none in the 30 days before', trend: 'new' });
    expect(changeText(0, 0, 30).trend).toBe('same');
  });

  it('writes dates and rates for people', () => {
    expect(rangeLabel({ from: '2026-12-03', to: '2027-01-01' })).toBe('Thu, Dec 3, 2026 – Fri, Jan 1, 2027');
    expect(percent(0.1234)).toBe('12.3 %');
    expect(percent(0)).toBe('0 %');
  });
});
