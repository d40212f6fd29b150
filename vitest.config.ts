import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The files that take longest (minutes: every route × every caller, hundreds of fuzz cases per
 * route, the long browser journeys), started first. Vitest's own order, without timings from an
 * earlier run (CI's clean clone has none), groups files by project and runs larger files first,
 * which started these short-but-slow files last and left one core waiting minutes for them.
 */
const LONGEST_FIRST = [
  'platform/test/authorization.test.ts',
  'platform/test/fuzz.test.ts',
  'e2e/booking.e2e.ts',
  'e2e/purchase.e2e.ts',
  'e2e/search.e2e.ts',
  'e2e/stripe-payments.e2e.ts',
  'e2e/booking-timers.e2e.ts',
  'e2e/console-journey.e2e.ts',
  'platform/test/relationships.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    return sorted
      .map((file, index) => ({ file, index, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ file }) => file);
  }
}

// One runner for every layer. Projects keep unit, integration and browser tests apart so each
// can be run alone (`vitest run --project core`) while `npm test` runs them all.
//
// Every file shares its worker's modules (`isolate: false`): importing the platform and React
// Router again for each of ~300 files cost 226 s of the suite's time, against 27 s shared, and
// Playwright's client (7 MB of script) and the journeys' helpers cost each browser journey 1.6 s of
// CPU, 59 s over the 37 journeys, against 6 s shared (ADR 023). A file that changes what outlives
// it (process.env, fake timers, stubbed globals) puts it back in afterEach; each integration suite
// makes its own platform and database, each journey its own servers and browsers.
export default defineConfig({
  test: {
    // Every core (vitest's default leaves one idle, which on two cores means one file at a time):
    // the suites wait on databases, browsers and servers as much as they compute.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'core',
          isolate: false,
          root: here('./packages/core'),
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC' },
          // Property tests run hundreds of cases; with every core busy one can take several seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'sdk',
          isolate: false,
          root: here('./packages/sdk'),
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'platform',
          isolate: false,
          root: here('./packages/platform'),
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          isolate: false,
          root: here('./apps/web'),
          include: ['app/**/*.test.ts', 'server/**/*.test.ts'],
          env: { TZ: 'UTC' },
          // Property tests run hundreds of cases; with every core busy one can take several seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          isolate: false,
          root: here('./e2e'),
          include: ['**/*.e2e.ts'],
          env: { TZ: 'UTC' },
          // A page can take a few seconds under load (argon2 hashing, cold routes); 1 s is too tight.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file runs its own server, database and browser, so files may run side by side.
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
    },
  },
});
