import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, DEMO_PASSWORD } from './support/api.ts';
import { useMercato } from './support/fixture.ts';
import { logInAs } from './support/marketplace.ts';

const BEN = 'ben@demo.mercato.test';
const CLEO = 'cleo@demo.mercato.test';

/** One stop of the Tab key: what has the focus and whether its focus can be seen. */
interface FocusStop {
  key: string;
  visible: boolean;
}

/**
 * Every control a keyboard user should reach on the page as it is now: links, buttons, fields,
 * menus, disclosures and anything given a tab stop, that are shown and enabled. A group of radio
 * buttons is one stop (arrow keys move within it), named by the group.
 */
async function controlsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const keys = new Set<string>();
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.tabIndex < 0 || element.closest('[inert], [aria-hidden="true"]')) continue;
      if ((element as HTMLButtonElement).disabled) continue;
      const shown =
        element.checkVisibility({ visibilityProperty: true }) ||
        // An input drawn as something else (the stars of a rating) is shown through its label.
        Boolean(element.closest('label')?.checkVisibility({ visibilityProperty: true }));
      if (!shown) continue;
      keys.add((window as unknown as { focusKeyOf(e: Element): string }).focusKeyOf(element));
    }
    return [...keys];
  });
}

/** Presses Tab until the focus comes back to the start, noting each stop. */
async function tabThrough(page: Page, limit: number): Promise<FocusStop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const stops: FocusStop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const drawn = (e: Element) => {
        const style = getComputedStyle(e);
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        return outline || style.boxShadow !== 'none';
      };
      const label = element.closest('label');
      const row = element.closest('li');
      const visible =
        drawn(element) ||
        (label !== null && drawn(label)) ||
        // A link stretched over its row (the inbox) rings the row.
        (row !== null && drawn(row));
      return {
        key: (window as unknown as { focusKeyOf(e: Element): string }).focusKeyOf(element),
        visible,
      };
    });
    if (stop === null) break;
    if (stops.length > 0 && stop.key === stops[0]?.key) break;
    stops.push(stop);
  }
  return stops;
}

/** Names elements the same way in both reads: a radio by its group, anything else by its path. */
async function installFocusKeys(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { focusKeyOf(e: Element): string }).focusKeyOf = (element: Element) => {
      if (element instanceof HTMLInputElement && element.type === 'radio') return `radio:${element.name}`;
      const path: string[] = [];
      for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
        path.unshift(`${e.tagName}:${e.parentElement ? Array.from(e.parentElement.children).indexOf(e) : 0}`);
      }
      return path.join('/');
    };
  });
}

/** Every control of the page is reached by Tab, in one round, each with a focus that can be seen. */
async function expectKeyboardReachable(page: Page, what: string): Promise<void> {
  await installFocusKeys(page);
  const controls = await controlsOf(page);
  expect(controls.length, `${what}: no controls found`).toBeGreaterThan(0);
  const stops = await tabThrough(page, controls.length + 20);
  const reached = new Set(stops.map((s) => s.key));
  const missed = controls.filter((key) => !reached.has(key));
  expect(missed, `${what}: controls Tab never reaches`).toEqual([]);
  const unseen = stops.filter((s) => !s.visible).map((s) => s.key);
  expect(unseen, `${what}: focus that cannot be seen`).toEqual([]);
}

describe('keyboard', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });

  it("reaches every control of a visitor's pages with Tab, and shows where the focus is", async () => {
    const { page, problems } = await browser.newPage();
    const listings = await apiGet(server.baseUrl, BEN, 'listings/query?keywords=sunrise');
    const yoga = listings.find((l) => l.attributes.title === 'Sunrise yoga by the sea');
    for (const path of ['/', '/s', `/l/${yoga?.id}`, '/login', '/signup']) {
      await page.goto(`${server.baseUrl}${path}`);
      await expectKeyboardReachable(page, path);
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('reaches every control of the inbox and of an order, the rating stars included', async () => {
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, BEN);
    await page.goto(`${server.baseUrl}/inbox/orders`);
    await expectKeyboardReachable(page, '/inbox/orders');
    // An order Cleo may still review (the demo's beanie, received): its review form's stars are
    // one stop, chosen with the arrow keys.
    await logInAs(server, browser, page, CLEO);
    const orders = await apiGet(server.baseUrl, CLEO, 'transactions/query?only=order&perPage=100');
    const toReview = orders.find((tx) => tx.attributes.state === 'state/completed');
    expect(toReview, 'the demo has a completed order of Cleo’s, not reviewed yet').toBeTruthy();
    await page.goto(`${server.baseUrl}/order/${toReview?.id}`);
    await expectKeyboardReachable(page, 'an order to review');
    const stars = page.getByRole('radio', { name: '1 star' });
    await stars.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it("reaches every control of the operator console's sections with Tab, and shows where the focus is", async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/console/login`);
    await page.getByLabel('Email').fill('operator@demo.mercato.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console');
    const sections = [
      '',
      '/people',
      '/listings',
      '/transactions',
      '/reviews',
      '/content',
      '/account',
      '/audit',
    ];
    for (const section of sections) {
      await page.goto(`${server.baseUrl}/console${section}`);
      await expectKeyboardReachable(page, `/console${section}`);
    }
    // A listing's own page, with its actions.
    await page.goto(`${server.baseUrl}/console/listings`);
    const listing = await page.locator('tbody tr').first().getByRole('link').first().getAttribute('href');
    expect(listing).toMatch(/^\/console\/listings\/[0-9a-f-]{36}$/);
    await page.goto(`${server.baseUrl}${listing}`);
    await expectKeyboardReachable(page, 'a listing in the console');
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
