import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4317);
// E2E_OUT lets two runs on one machine keep their servers, databases and mail apart.
const OUT = process.env.E2E_OUT ?? '.test-output';
const DATA_DIR = `${OUT}/e2e-data`;
process.env.E2E_MAIL_DIR = `${OUT}/e2e-mail`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${OUT}/test-results`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.test-output/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
      TRUST_PROXY: '1',
      SEED_ADMIN_EMAIL: 'admin@example.com',
      SEED_ADMIN_PASSWORD: 'demo-admin-2025',
      FIRM_INBOX: 'intake@law.example',
    },
  },
});
