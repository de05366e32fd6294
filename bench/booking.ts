/**
 * On-site consultation booking (decision 0028) under contention: one compiled server on a fresh embedded
 * PostgreSQL with the demo content, BOOKING_BENCH_VISITORS (200) visitors for BOOKING_BENCH_SECONDS (60) racing for
 * BOOKING_BENCH_SLOTS (20) target times of the demo's 'free-consultation' in English (30 min, video, alvarez and
 * laurent: 2 seats per time, so at most 40 bookings).
 *
 * The targets come from `booking.page` as the page reads it (GET /trpc/booking.page, superjson): the first free
 * times of the first days of the window in the visitor's zone (America/Mexico_City), spaced so that one attorney
 * can hold all of a day's targets (a start at least duration + buffers after the previous one: 9:00, 10:00, …,
 * since a 9:30 start overlaps a 9:00 booking's 15 minutes of buffer) and at most the attorneys' 'most per day'
 * targets a firm day. Every target can then be booked by each English attorney, and the maximum is 2 × 20.
 *
 * Each visitor, from an X-Forwarded-For address of its own (TRUST_PROXY=loopback) with a phone and e-mail of its own,
 * repeatedly: GETs a target day's HTML page as a browser does (`/book?type=…&lang=en&day=…&tz=…`, accept-encoding
 * gzip, br), timed to the last byte; thinks; tries to book one of the targets with `booking.book` (the site's
 * Origin, consent, locale 'en', America/Mexico_City): mostly one the page still shows, sometimes
 * (BOOKING_BENCH_TAKEN_SHARE, 20 %) one it no longer shows (taken), for contention; thinks again. A visitor that got
 * a booking stops booking and keeps reading pages. Think times are uniform in 0.5–1.5 × BOOKING_BENCH_THINK_MS
 * (1000): people read a page and fill a form, and the server's limits stay untouched (below).
 *
 * Limits (server/services/rate-limit.ts, service.ts): 20 booking attempts per address an hour, 5 per e-mail an
 * hour, 3 active bookings per e-mail or phone, 5 per address an hour without the browser's proof of work. The
 * bench sends none (solving it costs the browser's CPU, which here would be the server's), so a visitor makes at
 * most 20 attempts and changes its e-mail and its booking address every 5 attempts (visitor<n>.<k>@…, 10.<28+k>.…,
 * never shared): no attempt can be refused by a limit, so a 429 is an error.
 *
 * Counted: bookings made (200), refusals 409 (taken) and 422 (unavailable), anything else as errors. At the end the
 * database is read directly: active bookings, and duplicates (pairs of bookings of one attorney, not cancelled,
 * whose `during` overlap: what the exclusion constraint forbids). Printed with p50/p95/p99 of the day page and of
 * booking.book, beside a baseline: the same visitors on /contact (a page from the page cache) for
 * BOOKING_BENCH_BASELINE_SECONDS (5) just before, and each page alone on the idle server (one request at a time).
 *
 * Exits 1 when duplicates > 0, errors > 0, bookings made ≠ rows, or p95 of the day page > 150 ms.
 *
 *   npm run bench:booking     (needs dist/: npm run build; BOOKING_BENCH_SECONDS=60 BOOKING_BENCH_VISITORS=200 BOOKING_BENCH_SLOTS=20)
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { FIRM_TIME_ZONE } from '@shared/firm-time';
import type { BookingRequestInput } from '@shared/schemas/booking';
import { attorneysFor } from '../server/booking/service';
import type { BookingPageView } from '../server/booking/views';
import { getFirmSettings } from '../server/services/firm-settings';
import { benchSite, latencyRow, percentile, trpcCall, trpcInput } from './lib';

const SECONDS = Number(process.env.BOOKING_BENCH_SECONDS ?? 60);
const VISITORS = Number(process.env.BOOKING_BENCH_VISITORS ?? 200);
const SLOTS = Number(process.env.BOOKING_BENCH_SLOTS ?? 20);
const THINK_MS = Number(process.env.BOOKING_BENCH_THINK_MS ?? 1000);
const BASELINE_SECONDS = Number(process.env.BOOKING_BENCH_BASELINE_SECONDS ?? 5);
const TAKEN_SHARE = Number(process.env.BOOKING_BENCH_TAKEN_SHARE ?? 0.2);
const TYPE_ID = 'free-consultation';
const LANGUAGE = 'en' as const;
const TIME_ZONE = 'America/Mexico_City';
const TARGET_P95_MS = 150;
/** The server's budgets: attempts per address an hour, and per e-mail an hour (server/services/rate-limit.ts). */
const ATTEMPTS_PER_ADDRESS = 20;
const ATTEMPTS_PER_EMAIL = 5;
/** Attempts per address an hour without the browser's proof of work (bookingUnchecked). */
const ATTEMPTS_UNCHECKED = 5;
/** One request at a time on the idle server, per page, before the load. */
const SERIAL_REQUESTS = 20;

const now = () => performance.now();
/** Visitor n's k-th address (10.28.x.y, then 10.29.x.y, …). */
const addressOf = (n: number, k: number) => `10.${28 + k}.${(n + 1) >> 8}.${(n + 1) & 255}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** A fixed sequence, so that two runs make the same choices (the interleaving still differs). */
let seed = 28;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const think = () => sleep(THINK_MS * (0.5 + random()));


const BROWSER = { 'accept-encoding': 'gzip, br', 'accept-language': 'en-US,en;q=0.9' } as const;
const dayPath = (day: string) => `/book?type=${TYPE_ID}&lang=${LANGUAGE}&day=${day}&tz=${encodeURIComponent(TIME_ZONE)}`;
const firmDateOf = (instant: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

/** A GET as a browser sends it, read to its last byte: its time, status and body. */
async function getPage(base: string, p: string, ip: string): Promise<{ ms: number; status: number; html: string }> {
  const start = now();
  const res = await fetch(base + p, { headers: { ...BROWSER, 'x-forwarded-for': ip } });
  const html = await res.text();
  return { ms: now() - start, status: res.status, html };
}

/** The times a day page offers: its radio buttons `name="start" value="<ISO instant>"`. */
const offeredTimes = (html: string) => new Set([...html.matchAll(/name="start" value="([^"]+)"/g)].map((m) => m[1] as string));

// ---------------------------------------------------------------- counts

const samples = { page: [] as number[], book: [] as number[], baseline: [] as number[] };
const outcome = { made: 0, taken: 0, unavailable: 0, attempts: 0 };
const errors = new Map<string, number>();
const error = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
/** Targets the bench saw answered 409 at least once (for the report). */
const takenSeen = new Set<string>();

interface Visitor {
  n: number;
  ip: string;
  phone: string;
  attempts: number;
  booked: string | null;
}

// ---------------------------------------------------------------- the run

// Migrated here; the server seeds the demo content (SEED_DEMO=1) as the demo does, on this database.
const site = await benchSite('booking');
let failed = true;
try {
  const { database, server } = site;
  const { db, sql } = database;
  const base = server.url;

  // ---- the targets, from booking.page as the page reads it
  const firm = (await getFirmSettings(db, { fresh: true })).data;
  const type = firm.booking.types.find((t) => t.id === TYPE_ID);
  if (firm.booking.mode !== 'site' || !type) throw new Error(`the demo firm does not book '${TYPE_ID}' on the site`);
  const seats = attorneysFor(firm, type, LANGUAGE);
  const perDay = Math.min(...seats.map((a) => a.availability.maxPerDay));
  const gapMs = (type.bufferBeforeMinutes + type.durationMinutes + type.bufferAfterMinutes) * 60_000;
  const pageInput = { locale: 'en', typeId: TYPE_ID, language: LANGUAGE, timeZone: TIME_ZONE };
  const window = await trpcCall<BookingPageView>(base, 'booking.page', pageInput);
  if (!window.data) throw new Error(`booking.page answered ${window.status}`);
  const targets: { start: string; day: string }[] = [];
  for (const { date } of window.data.days) {
    if (targets.length >= SLOTS) break;
    const times = (await trpcCall<BookingPageView>(base, 'booking.page', { ...pageInput, day: date })).data?.times ?? [];
    let last = -Infinity;
    for (const start of times) {
      if (targets.length >= SLOTS) break;
      const firmDay = firmDateOf(start, FIRM_TIME_ZONE);
      if (targets.filter((t) => firmDateOf(t.start, FIRM_TIME_ZONE) === firmDay).length >= perDay) continue;
      if (Date.parse(start) - last < gapMs) continue;
      targets.push({ start, day: date });
      last = Date.parse(start);
    }
  }
  if (targets.length < SLOTS) throw new Error(`only ${targets.length} target times found`);
  const targetDays = [...new Set(targets.map((t) => t.day))];
  const maxPossible = targets.length * seats.length;
  console.log(`server ${base} (pid ${server.proc.pid}), window ${window.data.days[0]?.date} … ${window.data.days.at(-1)?.date} (${window.data.days.length} days)`);
  console.log(`'${TYPE_ID}' in English: ${seats.map((a) => a.key).join(', ')} (at most ${perDay} a day each, ${gapMs / 60_000} min per booking with buffers)`);
  console.log(`${targets.length} targets on ${targetDays.join(', ')} (${TIME_ZONE}): ${targets.map((t) => t.start.slice(11, 16)).join(' ')} UTC; at most ${maxPossible} bookings`);

  // ---- each page alone on the idle server (after a warm-up)
  const serialPage = async (p: string) => {
    for (let i = 0; i < 3; i++) await getPage(base, p, '10.28.255.1');
    const ms: number[] = [];
    for (let i = 0; i < SERIAL_REQUESTS; i++) ms.push((await getPage(base, p, '10.28.255.1')).ms);
    return ms;
  };
  const serial = {
    page: await serialPage(dayPath(targets[0]?.day ?? '')),
    api: await serialPage(`/trpc/booking.page?input=${trpcInput({ ...pageInput, day: targets[0]?.day })}`),
    contact: await serialPage('/contact'),
  };

  const visitors: Visitor[] = Array.from({ length: VISITORS }, (_, n) => ({
    n,
    ip: addressOf(n, 0),
    phone: `+1 305 555 ${String(n).padStart(4, '0')}`,
    attempts: 0,
    booked: null,
  }));

  // ---- baseline: the same visitors, the same rhythm, on /contact
  const loadAtBaseline = os.loadavg()[0] ?? 0;
  const baselineEnd = now() + BASELINE_SECONDS * 1000;
  await Promise.all(
    visitors.map(async (v) => {
      await sleep(random() * THINK_MS);
      while (now() < baselineEnd) {
        const r = await getPage(base, '/contact', v.ip).catch(() => null);
        if (r?.status === 200) samples.baseline.push(r.ms);
        else error(`baseline /contact ${r?.status ?? 'network'}`);
        await think();
      }
    }),
  );

  // ---- the run
  const uptimeBefore = fs.readFileSync('/proc/loadavg', 'utf8').trim();
  const loadBefore = os.loadavg()[0] ?? 0;
  const runStart = now();
  const runEnd = runStart + SECONDS * 1000;
  let allTakenAt: number | null = null;
  const visit = async (v: Visitor) => {
    // Arrivals spread over the first think time, as visitors do not all click at once.
    await sleep(random() * THINK_MS);
    while (now() < runEnd) {
      const day = pick(targetDays);
      const page = await getPage(base, dayPath(day), v.ip).catch(() => ({ ms: 0, status: 0, html: '' }));
      if (page.status !== 200) {
        error(`page ${page.status || 'network'}`);
        await think();
        continue;
      }
      samples.page.push(page.ms);
      if (v.booked !== null || v.attempts >= ATTEMPTS_PER_ADDRESS) {
        await think();
        continue;
      }
      const offered = offeredTimes(page.html);
      // The day's targets the page still offers, and those it no longer does (taken, both seats).
      const ofDay = targets.filter((t) => t.day === day);
      const shown = ofDay.filter((t) => offered.has(t.start));
      const notShown = ofDay.filter((t) => !offered.has(t.start));
      const target = pick(shown.length > 0 && (notShown.length === 0 || random() >= TAKEN_SHARE) ? shown : notShown);
      await think();
      if (now() >= runEnd) break;
      const email = `visitor${v.n}.${Math.floor(v.attempts / ATTEMPTS_PER_EMAIL)}@booking-bench.example`;
      v.attempts++;
      outcome.attempts++;
      const input: BookingRequestInput = {
        typeId: TYPE_ID,
        language: LANGUAGE,
        start: target.start,
        timeZone: TIME_ZONE,
        name: `Visitor ${v.n}`,
        phone: v.phone,
        email,
        matter: 'Benchmark booking.',
        otherParties: '',
        consent: true,
        website: '',
        locale: 'en',
        chatToken: '',
      };
      const start = now();
      // No proof of work (solving it is the browser's CPU, not the server's): a new address every 5 attempts.
      const ip = addressOf(v.n, Math.floor((v.attempts - 1) / ATTEMPTS_UNCHECKED));
      const r = await trpcCall<{ start: string; attorneyName: string } | null>(base, 'booking.book', input, { mutation: true, ip, origin: base }).catch(() => ({ status: 0, data: undefined }));
      const ms = now() - start;
      if (r.status === 200 && r.data) {
        samples.book.push(ms);
        outcome.made++;
        v.booked = target.start;
        if (outcome.made === maxPossible) allTakenAt = now();
      } else if (r.status === 409) {
        samples.book.push(ms);
        outcome.taken++;
        takenSeen.add(target.start);
      } else if (r.status === 422) {
        samples.book.push(ms);
        outcome.unavailable++;
      } else error(`booking.book ${r.status || 'network'}${r.status === 200 ? ' (no booking)' : ''}`);
      await think();
    }
  };
  await Promise.all(visitors.map(visit));
  const runMs = now() - runStart;
  const loadAfter = os.loadavg()[0] ?? 0;
  const uptimeAfter = fs.readFileSync('/proc/loadavg', 'utf8').trim();

  // ---- the database, read directly
  const [counts] = await sql<{ active: number; rows: number }[]>`
    select count(*) filter (where status = 'active')::int as active, count(*)::int as rows from bookings where kind = 'booking'`;
  const [dup] = await sql<{ n: number }[]>`
    select count(*)::int as n from bookings a join bookings b
      on a.attorney_key = b.attorney_key and a.id < b.id and a.during && b.during
     where a.status <> 'cancelled' and b.status <> 'cancelled'`;
  const perTarget = await sql<{ at: string; n: number }[]>`
    select to_char(starts_at at time zone 'UTC', 'MM-DD HH24:MI') as at, count(*)::int as n
      from bookings where kind = 'booking' and status = 'active' group by starts_at order by starts_at`;
  const active = counts?.active ?? 0;
  const duplicates = dup?.n ?? 0;
  const otherErrors = [...errors.values()].reduce((a, b) => a + b, 0);
  const pageP95 = percentile(samples.page, 95);
  const booked = visitors.filter((v) => v.booked !== null).length;

  // ---- report
  console.log(
    `\n${VISITORS} visitors, ${(runMs / 1000).toFixed(0)} s, think ${THINK_MS * 0.5}–${THINK_MS * 1.5} ms, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? ''}), node ${process.version}`,
  );
  console.log(`load average (1/5/15 min): ${uptimeBefore.split(' ').slice(0, 3).join(' ')} before the run, ${uptimeAfter.split(' ').slice(0, 3).join(' ')} after (1-min ${loadAtBaseline.toFixed(1)} at the baseline, ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)})`);
  console.log(`\n| milliseconds | requests | p50 | p95 | p99 | max |\n|---|---|---|---|---|---|`);
  console.log(latencyRow(`day page (/book?…&day=…), under load`, samples.page));
  console.log(latencyRow(`booking.book, under load (200, 409, 422)`, samples.book));
  console.log(latencyRow(`baseline: /contact, same visitors, ${BASELINE_SECONDS} s before`, samples.baseline));
  console.log(latencyRow('day page alone (idle server, one at a time)', serial.page));
  console.log(latencyRow('booking.page JSON for that day alone', serial.api));
  console.log(latencyRow('/contact alone', serial.contact));
  console.log(
    `\nthroughput: ${(samples.page.length / (runMs / 1000)).toFixed(1)} day pages/s, ${(outcome.attempts / (runMs / 1000)).toFixed(1)} booking attempts/s (baseline ${(samples.baseline.length / BASELINE_SECONDS).toFixed(1)} /contact/s)`,
  );
  console.log(`bookings made: ${outcome.made} of ${maxPossible} possible (${booked} visitors booked${allTakenAt !== null ? `, all taken ${((allTakenAt - runStart) / 1000).toFixed(1)} s into the run` : ''})`);
  console.log(`booking attempts: ${outcome.attempts}; refused 409 (taken): ${outcome.taken} (on ${takenSeen.size} of ${targets.length} targets); 422 (unavailable): ${outcome.unavailable}`);
  console.log(`active bookings in the database: ${active} (${counts?.rows ?? 0} rows); bookings made ${outcome.made === active ? '=' : '≠'} rows`);
  console.log(`per target time: ${perTarget.map((r) => `${r.at}×${r.n}`).join(' ')}`);
  console.log(`duplicates (same attorney, overlapping \`during\`): ${duplicates}`);
  console.log(`other errors: ${otherErrors}${otherErrors ? ` (${[...errors].map(([k, n]) => `${n}× ${k}`).join(', ')})` : ''}`);
  failed = duplicates > 0 || otherErrors > 0 || outcome.made !== active || !(pageP95 <= TARGET_P95_MS);
  console.log(`\ntarget: 0 duplicates, 0 other errors, bookings made = rows, day page p95 ≤ ${TARGET_P95_MS} ms (${pageP95.toFixed(0)}): ${failed ? 'FAIL' : 'PASS'}`);
} finally {
  await site.stop();
}
process.exit(failed ? 1 : 0);
