import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bootPlatform } from '../src/app.ts';
import { DEMO_HISTORY } from '../src/demo/demo-history.ts';
import { parsePlatformEnv } from '../src/env.ts';
import { TestClock } from './harness.ts';

// The demo's history is played on the clock of the first start, whatever day that is: the stories'
// bookings must fit their listings' hours on the days they land on, on either side of a daylight
// saving change in Europe and North America, and on a Sunday, when the hourly listings are closed.

const FIRST_STARTS = [
  '2027-03-14T08:30:00Z', // North America springs forward (a Sunday)
  '2027-03-28T23:10:00Z', // Europe springs forward (a Sunday, late)
  '2027-10-31T00:45:00Z', // Europe falls back
  '2027-11-07T12:00:00Z', // North America falls back
  '2028-02-29T18:20:00Z', // a leap day
];

describe('the demo history on any first start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mercato-demo-history-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(FIRST_STARTS)('plays every story to its end when first started at %s', async (at) => {
    const name = at.replaceAll(':', '');
    const env = parsePlatformEnv({
      LOG_LEVEL: 'silent',
      DATABASE_URL: `file:${join(dir, `${name}.db`)}`,
      STORAGE_DIR: join(dir, name),
    });
    const platform = await bootPlatform(env, new TestClock(new Date(at)).read);
    try {
      const transactions = await platform.db.selectFrom('transactions').select('state').execute();
      expect(transactions).toHaveLength(DEMO_HISTORY.length);
      const reviewed = transactions.filter((t) => t.state === 'state/reviewed');
      expect(reviewed.length).toBeGreaterThanOrEqual(4);
    } finally {
      await platform.close();
    }
  });
});
