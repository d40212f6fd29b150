// Lighthouse (mobile, its default: simulated slow 4G and a 4x slower CPU) on Debian's chromium, with
// no network beyond the server under test. Performance varies from run to run on a busy machine, so
// each page is measured `runs` times and the median run counts, as Lighthouse's own docs advise;
// the other categories are checks of the page and do not vary.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The budgets of ADR 008: performance at least 0.95, the other categories perfect. */
export const LIGHTHOUSE_BUDGETS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };

/**
 * What CI fails under (ADR 008, amendments of 2026-11-23 and 2026-11-24): the CI host's speed varies
 * about twofold from run to run, which moves a page's median by up to 0.1; a gate at the 0.95 target
 * fails by chance. CI fails under 0.80 (a page that lost its server rendering or doubled its
 * script) and reports every page under the 0.95 target.
 */
export const LIGHTHOUSE_CI_FLOOR = { ...LIGHTHOUSE_BUDGETS, performance: 0.8 };

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Pages worth measuring on a running server: the landing page, login, search and one listing. */
export async function lighthousePagesOf(baseUrl) {
  const pages = ['/', '/login', '/s'];
  const search = await (await fetch(`${baseUrl}/s`)).text();
  const listing = /href="(\/l\/[^/"]+\/[0-9a-f-]{36})"/.exec(search)?.[1];
  if (listing) pages.push(listing);
  return pages;
}

function medianBy(runs, score) {
  const sorted = [...runs].sort((a, b) => score(a) - score(b));
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Scores of each path (the median run by performance) and, for every category under its budget,
 * the audits that cost it points.
 */
export async function lighthouseOf(baseUrl, paths, { runs = 5 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results = [];
  try {
    for (const path of paths) {
      const reports = [];
      for (let i = 0; i < runs; i++) {
        const answer = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        reports.push(answer.lhr);
      }
      const lhr = medianBy(reports, (r) => r.categories.performance.score ?? 0);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c].score ?? 0]));
      const losses = [];
      for (const category of CATEGORIES) {
        if (scores[category] >= LIGHTHOUSE_BUDGETS[category]) continue;
        for (const ref of lhr.categories[category].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1)
            losses.push(`${category}: ${ref.id} ${audit.displayValue ?? audit.score}`);
        }
      }
      results.push({ path, scores, losses });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** The categories of a result under their budget (or under `budgets`). */
export function overBudget(result, budgets = LIGHTHOUSE_BUDGETS) {
  return CATEGORIES.filter((c) => result.scores[c] < budgets[c]);
}
