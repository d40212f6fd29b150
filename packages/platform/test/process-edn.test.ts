import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BOOKING_PROCESS } from '@mercato/core/processes/default-booking';
import { DEFAULT_INQUIRY_PROCESS } from '@mercato/core/processes/default-inquiry';
import { DEFAULT_PURCHASE_PROCESS } from '@mercato/core/processes/default-purchase';
import { parseProcessEdn } from '@mercato/core/processes/process-edn';
import { firstEnteredState, plus } from '@mercato/core/processes/time-expression';
import { describe, expect, it } from 'vitest';
import { runProcessCheck } from '../src/cli/process-check-cli.ts';

// Hand-written reference `process.edn` files of the default processes, one folder each as in
// Sharetribe's process repository layout.
const PROCESSES = join(dirname(fileURLToPath(import.meta.url)), 'processes');
const ROOT = join(PROCESSES, '../../../..');
const ednOf = (name: string) => readFileSync(join(PROCESSES, name, 'process.edn'), 'utf8');
const DEFAULT_BOOKING_EDN = ednOf('default-booking');
const DEFAULT_PURCHASE_EDN = ednOf('default-purchase');
const DEFAULT_INQUIRY_EDN = ednOf('default-inquiry');

/**
 * Mercato's one change to the reference processes (ADR 010): the purchase receipt goes with the
 * payment, where the reference holds it back 15 minutes. Put back, the built-in is the reference.
 */
const REFERENCE_PURCHASE_PROCESS = {
  ...DEFAULT_PURCHASE_PROCESS,
  notifications: DEFAULT_PURCHASE_PROCESS.notifications.map((n) =>
    n.template === 'purchase-order-receipt' ? { ...n, at: plus(firstEnteredState('purchased'), 'PT15M') } : n,
  ),
};

describe('parseProcessEdn on the default processes', () => {
  it.each([
    ['default-booking', DEFAULT_BOOKING_EDN, DEFAULT_BOOKING_PROCESS],
    ['default-purchase', DEFAULT_PURCHASE_EDN, REFERENCE_PURCHASE_PROCESS],
    ['default-inquiry', DEFAULT_INQUIRY_EDN, DEFAULT_INQUIRY_PROCESS],
  ])('reads the reference %s into the built-in definition', (name, text, builtIn) => {
    expect(parseProcessEdn(text, { name, version: 1 })).toStrictEqual(builtIn);
  });

  it('differs from the reference purchase process only in when the receipt goes', () => {
    const reference = parseProcessEdn(DEFAULT_PURCHASE_EDN, { name: 'default-purchase', version: 1 });
    const changed = DEFAULT_PURCHASE_PROCESS.notifications.filter(
      (n, i) => JSON.stringify(n) !== JSON.stringify(reference.notifications[i]),
    );
    expect(changed.map((n) => [n.template, n.at])).toEqual([['purchase-order-receipt', null]]);
  });
});

/** Writes `<tmp>/<name>/process.edn` and returns its path. */
function processFile(text: string, name = 'my-process'): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'process-check-')), name);
  mkdirSync(dir);
  const path = join(dir, 'process.edn');
  writeFileSync(path, text);
  return path;
}

/** "1 state", "12 states". */
const count = (items: readonly unknown[], noun: string) =>
  items.length === 1 ? `1 ${noun}` : `${items.length} ${noun}s`;

const START = '{:name :transition/start :actor :actor.role/customer :to :state/open';

describe('npm run process:check', () => {
  it.each([
    ['default-booking', DEFAULT_BOOKING_PROCESS],
    ['default-purchase', DEFAULT_PURCHASE_PROCESS],
    ['default-inquiry', DEFAULT_INQUIRY_PROCESS],
  ])('says Mercato can run the reference %s, with its states and transitions', (name, builtIn) => {
    const result = runProcessCheck([`${name}/process.edn`], PROCESSES);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`${name} (${name}/process.edn): Mercato can run this process.`);
    expect(result.stdout).toContain(`${count(builtIn.states, 'state')}: ${builtIn.states.join(', ')}`);
    expect(result.stdout).toContain(`${count(builtIn.transitions, 'transition')}:`);
    for (const t of builtIn.transitions) expect(result.stdout).toContain(`  ${t.name}: `);
    expect(result.stdout).toContain(`${count(builtIn.notifications, 'notification')}.`);
    expect(result.stdout).toContain('Every action it uses is one the transaction engine carries out.');
  });

  it('names every action the engine does not implement, with its transitions, and exits 1', () => {
    const path = processFile(`{:format :v3 :transitions [
      ${START} :actions [{:name :action/reveal-customer-protected-data} {:name :action/update-protected-data}]}
      {:name :transition/close :actor :actor.role/provider :from :state/open :to :state/closed
       :actions [{:name :action/reveal-customer-protected-data} {:name :action/make-coffee}]}]}`);
    const result = runProcessCheck([path], '/');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('my-process');
    expect(result.stdout).toContain('Mercato cannot run this process.');
    expect(result.stdout).toContain('2 states: state/open, state/closed');
    expect(result.stdout).toContain('Actions the transaction engine does not implement (2):');
    expect(result.stdout).toContain(
      '  action/reveal-customer-protected-data, in transition/start, transition/close',
    );
    expect(result.stdout).toContain('  action/make-coffee, in transition/close');
  });

  it('reports what makes a readable process unusable, and exits 1', () => {
    const path = processFile(`{:format :v3 :transitions [
      {:name :transition/a :actor :actor.role/customer :from :state/x :to :state/y}]}`);
    const result = runProcessCheck([path], '/');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Problems with the process');
    expect(result.stdout).toContain('  no initial transition');
  });

  it('refuses malformed EDN with where it stopped, and exits 2', () => {
    const path = processFile(`{:format :v3 :transitions [${START}]`);
    const result = runProcessCheck([path], '/');
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/is not valid EDN: .*\(line \d+, column \d+\)/);
  });

  it('refuses EDN that is no process, a missing file and wrong arguments with exit 2', () => {
    const notProcess = runProcessCheck([processFile('{:format :v2 :transitions []}')], '/');
    expect(notProcess.code).toBe(2);
    expect(notProcess.stderr).toContain('is not a process Mercato can read');
    expect(notProcess.stderr).toContain('unsupported format :v2');
    const missing = runProcessCheck(['nowhere/process.edn'], PROCESSES);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot read nowhere/process.edn');
    expect(runProcessCheck([], PROCESSES)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage'),
    });
  });

  it('runs as an npm script, its exit code the verdict', () => {
    const run = (path: string) =>
      spawnSync('npm', ['run', '--silent', 'process:check', '--', path], { cwd: ROOT, encoding: 'utf8' });
    const ok = run('packages/platform/test/processes/default-inquiry/process.edn');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('default-inquiry');
    const broken = run(processFile('{:format'));
    expect(broken.status).toBe(2);
    expect(broken.stderr).toContain('is not valid EDN');
  }, 60_000);
});
