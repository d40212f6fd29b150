import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The success criteria checked: WCAG 2.0, 2.1 and 2.2, levels A and AA (issue #26). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What axe found on the page as it is now, one line a violation and element. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Legacy mode: axe runs in the page as it is, not frame by frame with a blank page opened to put
  // the frames' results together (Mercato's pages have no frames of their own; that extra page was
  // half of every check's time). Only violations are reported in full: axe still runs every rule on
  // every element, but stops building selectors for the thousands of elements that pass, and the
  // answer sent back shrinks from up to 350 kB to 45 kB (a check took about 30 % less time).
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] }) // first: `options` replaces what `withTags` sets
    .withTags(WCAG_AA)
    .setLegacyMode(true)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${node.target.join(' ')}`,
    ),
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
