import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from './support/api.ts';
import { hydrated, launchBrowser, type RunningBrowser } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import { type ApiResource, apiAs, callApi, logInAs } from './support/marketplace.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** The narrowest and a common tablet: the top bar's middle layout spans 768 to 1023 px. */
const TABLETS = [
  { width: 768, height: 1024 },
  { width: 1023, height: 768 },
];
/** The tallest a phone's top bar may be: one row. */
const HEADER_MAX = 64;
const ADA = 'ada@demo.mercato.test';
const BEN = 'ben@demo.mercato.test';

/** A demo listing of each kind, by title. */
const KINDS = {
  hourly: 'Sunrise yoga by the sea',
  sessions: 'Beginner guitar lessons',
  day: 'Touring kayak with paddle and vest',
  night: 'Archipelago sauna cabin',
  item: 'Hand-thrown stoneware mug',
  itemVersions: 'Washed linen apron',
  download: 'Sourdough starter handbook',
  conversation: 'Ask me about moving to Lisbon',
};

/** How wide the page is and how tall its top bar, as the browser lays them out now. */
function measure(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    header: document.querySelector('.top-bar')?.getBoundingClientRect().height ?? 0,
  }));
}

/** Whether the accessibility tree says the element is expanded (what a screen reader announces). */
async function isExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

/** The top of each of the elements, relative to the top bar. */
async function topsIn(page: Page, selectors: string[]): Promise<number[]> {
  return page.evaluate((list) => {
    const bar = document.querySelector('.top-bar')?.getBoundingClientRect();
    return list.map((selector) => {
      const box = Array.from(document.querySelectorAll(selector))
        .map((element) => element.getBoundingClientRect())
        .find((rect) => rect.width > 0);
      return box && bar ? box.top - bar.top : -1;
    });
  }, selectors);
}

const isInViewport = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const box = document.querySelector(s)?.getBoundingClientRect();
    return !!box && box.top >= 0 && box.top < window.innerHeight;
  }, selector);

// The phone layout (issue #26): a one-row top bar with a menu, search results before their map, an
// order bar on listing pages, and no page wider than a phone's screen.
describe('phone layout', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });
  const listingIds: Record<string, string> = {};
  let noScript: RunningBrowser;

  beforeAll(async () => {
    const listings = (await apiAs(server.baseUrl, BEN, 'listings/query?perPage=100')).data as ApiResource[];
    for (const [kind, title] of Object.entries(KINDS)) {
      const found = listings.find((listing) => listing.attributes.title === title);
      if (!found) throw new Error(`no demo listing "${title}"`);
      listingIds[kind] = found.id;
    }
    noScript = await launchBrowser({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await noScript?.close();
  });

  async function phonePage() {
    const opened = await browser.newPage();
    await opened.page.setViewportSize(PHONE);
    return opened;
  }

  it('puts the top bar on one row whose menu opens, is announced and navigates by keyboard', async () => {
    await browser.context.clearCookies();
    const { page, problems } = await phonePage();
    await page.goto(`${server.baseUrl}/`);
    const { header } = await measure(page);
    expect(header).toBeLessThanOrEqual(HEADER_MAX);
    // Logo, search and menu button side by side: their tops lie within the bar's one row.
    const tops = await topsIn(page, ['.top-bar__logo', '#top-search', '.top-bar__narrow > summary']);
    for (const top of tops) expect(top).toBeGreaterThanOrEqual(0);
    for (const top of tops) expect(top).toBeLessThan(header / 2);
    // Log in and Sign up are in the menu, not on the bar.
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);

    const button = '.top-bar__narrow > summary';
    expect(await isExpanded(page, button)).toBe(false);
    await page.locator(button).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isExpanded(page, button)).toBe(true);
    // Escape closes it and gives the focus back to its button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign up');
    await page.keyboard.press('Escape');
    await expect.poll(() => isExpanded(page, button)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.matches('.top-bar__narrow > summary'))).toBe(
      true,
    );
    // Open again, Tab to Log in, follow it: the login page, with the menu closed behind.
    await page.keyboard.press('Space');
    await expect.poll(() => isExpanded(page, button)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Log in');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => isExpanded(page, button)).toBe(false);

    // Logged in, the same button holds the account's links.
    await logInAs(server, browser, page, BEN);
    const account = page.getByLabel(/^Account menu for Ben /);
    expect((await measure(page)).header).toBeLessThanOrEqual(HEADER_MAX);
    await account.click();
    await page.getByRole('link', { name: 'Account settings' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/account\//);
    await expect.poll(() => isExpanded(page, '.user-menu > summary')).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the desktop top bar as it was: links on the bar, no menu button for visitors', async () => {
    await browser.context.clearCookies();
    const { page, problems } = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.baseUrl}/`);
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Sign up' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Post a new listing' }).count()).toBe(1);
    expect(await page.locator('.top-bar__narrow').isVisible()).toBe(false);
    expect(await page.getByRole('searchbox', { name: 'Search listings' }).boundingBox()).toMatchObject({
      width: 420,
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps a tablet’s top bar on one row, for a visitor and a user, its search box beside the links', async () => {
    // One row: no taller than the desktop's bar, nothing wider than the screen, the search box level
    // with the links (it had a row of its own below them).
    const rows = async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${server.baseUrl}/`);
      const desktop = (await measure(page)).header;
      const results: string[] = [];
      for (const size of TABLETS) {
        await page.setViewportSize(size);
        await page.goto(`${server.baseUrl}/`);
        const { header, scrollWidth, innerWidth } = await measure(page);
        const search = await page.getByRole('searchbox', { name: 'Search listings' }).boundingBox();
        const post = await page.getByTestId('post-listing').boundingBox();
        const oneRow = header <= desktop && scrollWidth <= innerWidth;
        const beside =
          !!search && !!post && search.y < post.y + post.height && post.y < search.y + search.height;
        results.push(
          `${size.width}: ${oneRow ? 'one row' : `${header} px tall`}, ${beside ? 'beside' : 'apart'}`,
        );
      }
      return results;
    };
    await browser.context.clearCookies();
    const { page, problems } = await browser.newPage();
    expect(await rows()).toEqual(['768: one row, beside', '1023: one row, beside']);
    await logInAs(server, browser, page, ADA);
    expect(await rows()).toEqual(['768: one row, beside', '1023: one row, beside']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows search results first and switches to their map and back, through the history too', async () => {
    const { page, problems } = await phonePage();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.data'))
        searches.push(new URL(request.url()).searchParams.get('_routes') ?? '');
    });
    await page.goto(`${server.baseUrl}/s`);
    const cards = page.getByTestId('listing-card');
    const map = page.getByTestId('search-map');
    expect(await map.isVisible()).toBe(false);
    // The first result is on the first screen, and the results are two a row.
    expect(await isInViewport(page, '[data-testid="listing-card"]')).toBe(true);
    const [firstCard, secondCard, thirdCard] = await Promise.all(
      [0, 1, 2].map((n) => cards.nth(n).boundingBox()),
    );
    expect(secondCard!.y).toBe(firstCard!.y);
    expect(secondCard!.x).toBeGreaterThan(firstCard!.x + firstCard!.width);
    expect(thirdCard!.x).toBe(firstCard!.x);

    const toggle = page.getByTestId('search-view-switch');
    expect(await toggle.textContent()).toBe('Show map');
    await toggle.click();
    await expect.poll(() => map.isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('view')).toBe('map');
    expect(await cards.first().isVisible()).toBe(false);
    expect(await toggle.textContent()).toBe('Show list');
    // The same results: only the page frame's data was asked for, not the search again.
    expect(searches).toEqual(['root']);

    await page.goBack();
    await expect.poll(() => cards.first().isVisible()).toBe(true);
    expect(await map.isVisible()).toBe(false);
    await page.goForward();
    await expect.poll(() => map.isVisible()).toBe(true);

    // By keyboard: the switch keeps the focus and says what it does now.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Show map');

    // Moving the map on a phone keeps showing the map.
    await toggle.click();
    await expect.poll(() => map.isVisible()).toBe(true);
    await page.getByTestId('map-zoom-in').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('mapSearch')).toBe('true');
    expect(new URL(page.url()).searchParams.get('view')).toBe('map');
    expect(await map.isVisible()).toBe(true);

    // A desktop shows both side by side, without the switch.
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => cards.first().isVisible()).toBe(true);
    expect(await map.isVisible()).toBe(true);
    expect(await toggle.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows an order bar on a phone that takes the visitor to the order panel, and none on a desktop', async () => {
    await browser.context.clearCookies();
    const { page, problems } = await phonePage();
    const bar = page.getByTestId('order-bar');
    const expectations: [string, string, string][] = [
      ['hourly', '$25.00 per hour', 'Request to book'],
      ['item', '$32.00 per item', 'Buy now'],
      ['conversation', '', 'Contact'],
    ];
    for (const [kind, price, action] of expectations) {
      await page.goto(`${server.baseUrl}/l/${listingIds[kind]}`);
      expect(await bar.isVisible()).toBe(true);
      expect(await bar.locator('.order-bar__price').count()).toBe(price ? 1 : 0);
      if (price) expect(await bar.locator('.order-bar__price').textContent()).toBe(price);
      expect(await bar.getByRole('link').textContent()).toBe(action);
    }

    // It leads to the panel: scrolled to, focused, and the bar steps aside while the panel shows.
    await page.goto(`${server.baseUrl}/l/${listingIds.hourly}`);
    expect(await isInViewport(page, '#order-panel')).toBe(false);
    await bar.getByRole('link', { name: 'Request to book' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('order-panel');
    await expect.poll(() => isInViewport(page, '#order-panel')).toBe(true);
    await expect.poll(() => bar.isVisible()).toBe(false);
    // By keyboard too, from the top of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.isVisible()).toBe(true);
    await bar.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('order-panel');
    await expect
      .poll(() =>
        page.evaluate(
          () => getComputedStyle(document.querySelector('#order-panel > .order-panel')!).outlineStyle,
        ),
      )
      .toBe('solid');

    // A desktop has the panel beside the listing: no bar.
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => bar.isVisible()).toBe(false);
    await page.setViewportSize(PHONE);

    // Nothing to offer, no bar: the author's own listing, and a closed one.
    await logInAs(server, browser, page, ADA);
    await page.goto(`${server.baseUrl}/l/${listingIds.hourly}`);
    expect(await page.getByTestId('own-listing').count()).toBe(1);
    expect(await bar.count()).toBe(0);
    await browser.context.clearCookies();
    const token = await accessTokenOf(server.baseUrl, ADA);
    await callApi(server.baseUrl, token, 'POST', 'own_listings/close', { id: listingIds.sessions });
    try {
      await page.goto(`${server.baseUrl}/l/${listingIds.sessions}`);
      expect(await page.getByTestId('listing-closed').count()).toBe(1);
      expect(await bar.count()).toBe(0);
    } finally {
      await callApi(server.baseUrl, token, 'POST', 'own_listings/open', { id: listingIds.sessions });
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works without scripts: the menu opens, the switch is a link, the bar an anchor that covers nothing', async () => {
    const page = await noScript.context.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(`${server.baseUrl}/`);
    await page.getByLabel('Menu').click();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');

    await page.goto(`${server.baseUrl}/s`);
    await page.getByRole('link', { name: 'Show map' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('map');
    expect(await page.getByTestId('search-map').isVisible()).toBe(true);
    expect(await page.getByTestId('listing-card').first().isVisible()).toBe(false);

    await page.goto(`${server.baseUrl}/l/${listingIds.item}`);
    await page.getByTestId('order-bar').getByRole('link', { name: 'Buy now' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#order-panel');
    expect(await isInViewport(page, '#order-panel')).toBe(true);
    // At the end of the page, the footer's last line is above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator('footer').boundingBox();
    const bar = await page.getByTestId('order-bar').boundingBox();
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    await page.close();
  });

  /** Opens each page at a phone's size: nothing may be wider than the screen, the top bar one row. */
  async function expectPhoneFit(page: Page, paths: string[]) {
    for (const path of paths) {
      await page.goto(`${server.baseUrl}${path}`);
      await hydrated(page);
      const { scrollWidth, innerWidth, header } = await measure(page);
      expect({ path, wider: scrollWidth > innerWidth, taller: header > HEADER_MAX }).toEqual({
        path,
        wider: false,
        taller: false,
      });
    }
  }

  it('fits a visitor’s pages to a phone: nothing wider than the screen, a one-row top bar', async () => {
    await browser.context.clearCookies();
    const { page, problems } = await phonePage();
    await expectPhoneFit(page, [
      '/',
      '/s',
      '/s?view=map',
      '/login',
      '/signup',
      ...Object.values(listingIds).map((id) => `/l/${id}`),
    ]);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('fits a customer’s pages to a phone: inbox, order, checkout, profile and account', async () => {
    const { page, problems } = await phonePage();
    await logInAs(server, browser, page, BEN);
    const orders = (await apiAs(server.baseUrl, BEN, 'transactions/query?only=order&perPage=100'))
      .data as ApiResource[];
    const ben = (await apiAs(server.baseUrl, BEN, 'current_user/show')).data as ApiResource;
    expect(orders.length).toBeGreaterThan(0);
    await expectPhoneFit(page, [
      '/inbox/orders',
      `/order/${orders[0]?.id}`,
      `/u/${ben.id}`,
      '/profile-settings',
      '/account/contact-details',
      '/account/change-password',
      '/account/payment-methods',
    ]);
    await page.goto(`${server.baseUrl}/l/${listingIds.item}`);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/checkout$/);
    const { scrollWidth, innerWidth } = await measure(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('fits a provider’s pages to a phone: sales, listings and every tab of the editor', async () => {
    const { page, problems } = await phonePage();
    await logInAs(server, browser, page, ADA);
    const sales = (await apiAs(server.baseUrl, ADA, 'transactions/query?only=sale&perPage=100'))
      .data as ApiResource[];
    expect(sales.length).toBeGreaterThan(0);
    await expectPhoneFit(page, [
      '/inbox/sales',
      `/sale/${sales[0]?.id}`,
      '/listings',
      '/l/new',
      '/account/payments',
      ...['details', 'location', 'pricing', 'availability', 'photos'].map(
        (tab) => `/l/listing/${listingIds.hourly}/edit/${tab}`,
      ),
    ]);
    // The editor's tabs are one row that scrolls, not wrapped rows: opened on its last tab, the row
    // shows that tab, and the keyboard can scroll it.
    await page.goto(`${server.baseUrl}/l/listing/${listingIds.hourly}/edit/photos`);
    await hydrated(page);
    const row = await page.locator('.wizard-nav ol').evaluate((list) => {
      const box = list.getBoundingClientRect();
      const tops = [...list.querySelectorAll('li')].map((item) => item.getBoundingClientRect().top);
      const current = list.querySelector('[aria-current="step"]')!.getBoundingClientRect();
      return {
        rows: new Set(tops).size,
        overflows: list.scrollWidth > list.clientWidth,
        currentInSight: current.left >= box.left && current.right <= box.right,
        focusable: list.tabIndex === 0,
      };
    });
    expect(row).toEqual({ rows: 1, overflows: true, currentInSight: true, focusable: true });
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);
});
