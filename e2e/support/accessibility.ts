import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The success criteria checked: WCAG 2.0, 2.1 and 2.2, levels A and AA (issue #26). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core's browser build, read once a process. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A violation as the check reports it: the rule, how bad, what it asks, and where. */
interface Found {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * What axe found on the page as it is now, one line a violation and element.
 *
 * axe-core is put into the page directly, once a document, and run on the document as it is:
 * axe's Playwright helper put its 650 kB script into every page twice a check (once to ask what
 * the page supports, once more for each frame), which was half of a check's time, and Mercato's
 * pages have no frames of their own (Stripe's card frames are its own, and absent offline). A page
 * whose scripts navigate in place keeps its axe, so a later check there only runs the rules. Only
 * violations are reported in full: axe still runs every rule on every element, but builds no
 * selector for the thousands of elements that pass.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags): Promise<Found[]> => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_AA);
  return violations.flatMap((violation) =>
    violation.targets.map((target) => `${violation.id} (${violation.impact}): ${violation.help} — ${target}`),
  );
}

/**
 * Fails with every WCAG 2.2 A/AA violation of the page as it is now, named by `state` (a form in
 * its error state, a dialog open…). With `A11Y_REPORT=<file>` the violations are written to the
 * file instead, to survey a whole suite in one run.
 */
export async function expectAccessible(page: Page, state = page.url()): Promise<void> {
  const found = await accessibilityViolations(page);
  if (found.length === 0) return;
  const report = process.env.A11Y_REPORT;
  if (report) {
    appendFileSync(report, `${JSON.stringify({ state, found })}\n`);
    return;
  }
  throw new Error(`Accessibility (WCAG 2.2 AA) violations at ${state}:\n  ${found.join('\n  ')}`);
}

/**
 * A page's kind, for checking each kind once a suite: its path, with ids and numbers standing for
 * any (every listing page is one kind).
 */
export function pageKind(url: string): string {
  const { pathname } = new URL(url);
  return pathname
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
    .replace(/\/l\/[^/]+\/:id/, '/l/:slug/:id')
    .replace(/\/\d+(?=\/|$)/g, '/:n');
}
