import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4317);
// E2E_OUT lets two runs on one machine keep their servers, databases and mail apart.
const OUT = process.env.E2E_OUT ?? '.test-output';
const DATA_DIR = `${OUT}/e2e-data`;
process.env.E2E_MAIL_DIR = `${OUT}/e2e-mail`;

/**
 * Two workers on one server (E2E_WORKERS to change it), every test on its own unless its file is serial: on this
 * 2-core machine two shards, each with a server, a database and a browser of its own, took as long as one, but two
 * browsers on one server finish the suite in about half the time of one (README.md, "Browser tests"). Tests that
 * share state (the firm's settings, the chat's on-call settings and urgent cases, the posts visitors see) declare a
 * lock instead of running apart: tests holding the same lock never run at the same time (tests/e2e/locks.ts).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2) || 2;
/** Debian's Chromium headless shell (what Playwright runs headless), else the full chromium: scripts/test.mjs. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${OUT}/test-results`,
  // Two browsers share two cores (and, on a busy machine, with whatever else runs): a test that takes 10 s alone
  // can take three times that. The limits are for a test that is stuck, not one that is slow.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: `${OUT}/e2e.json` }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps a screenshot and a trace of its actions, network and console. The trace's DOM snapshots
    // (E2E_TRACE=full) cost a fifth of the suite's time even for the tests that pass (a11y + widths: 167 s against
    // 132 s without them), so they are recorded only when asked for, to look into a failure.
    screenshot: 'only-on-failure',
    trace: process.env.E2E_TRACE === 'full' ? 'retain-on-failure' : { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM,
      // The machine has no network beyond loopback: keep Chromium from trying to reach Google's hosts.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production build on a fresh embedded database with demo content, as `npm start` runs it,
    // sending its e-mail to a real SMTP server that the tests read (tests/e2e/serve.ts).
    // Its log (every request, at info) goes to a file that no-script-forms.spec.ts reads: no typed value may be in it.
    command: `rm -rf ${DATA_DIR} && mkdir -p ${OUT} && node --import tsx tests/e2e/serve.ts > ${OUT}/server.log`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      SITE_MODE: 'demo',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR,
      CLIENT_DIST: process.env.E2E_DIST ?? 'dist',
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
      LOG_LEVEL: 'info',
      // One proxy hop is believed, so a spec can sign in as a visitor of its own address (x-forwarded-for):
      // the sign-in limit per address stays real, and the suite's sign-ins from 127.0.0.1 do not add up to it.
      TRUST_PROXY: 'loopback',
      SEED_ADMIN_EMAIL: 'admin@example.com',
      SEED_ADMIN_PASSWORD: 'demo-admin-2025',
      FIRM_INBOX: 'intake@law.example',
    },
  },
});
