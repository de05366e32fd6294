import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config';

export default defineConfig({
  resolve: { alias },
  test: {
    // Half again as many test files at a time as there are cores: the integration files spend much of their time
    // waiting on PostgreSQL, so on 2 cores 3 workers keep both busy (vitest's default, cores - 1, left one idle:
    // the whole run took 292 s with 1 worker, 184 s with 3). Each file has its own database (tests/helpers/db.ts).
    maxWorkers: Math.max(2, Math.ceil(os.availableParallelism() * 1.5)),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
