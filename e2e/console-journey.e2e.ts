import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, DEMO_PASSWORD } from './support/api.ts';
import { hydrated, launchBrowser, type RunningBrowser, watchConsole } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import {
  ADA,
  type ApiResource,
  callApi,
  ownListingId,
  reloadUntil,
  sessionCookieOf,
  submitLogin,
  submitSignup,
} from './support/marketplace.ts';

const OPERATOR = { email: 'operator@demo.mercato.test', password: DEMO_PASSWORD };
const BEN = { email: 'ben@demo.mercato.test', password: DEMO_PASSWORD };
const CLIENT_SECRET = 'e2e-console-journey-client-secret';
const LISTING_TITLE = 'Sourdough baking workshop';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A `trusted:user` token of a user, as the web server exchanges one with the client secret. */
async function trustedTokenOf(baseUrl: string, userToken: string): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'mercato-web',
      client_secret: CLIENT_SECRET,
      grant_type: 'token_exchange',
      subject_token: userToken,
    }),
  });
  if (res.status !== 200) throw new Error(`token exchange: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * Ben books an hour of a demo listing through the API, as the web's checkout does it: the
 * privileged payment request with a trusted token and the sandbox's test card, then the payment's
 * confirmation; the booking then waits for the provider (`state/preauthorized`). Its id.
 */
async function preauthorizedBooking(baseUrl: string, listingId: string): Promise<string> {
  const token = await accessTokenOf(baseUrl, BEN.email);
  const from = new Date(Date.now() + 2 * DAY).toISOString();
  const to = new Date(Date.now() + 30 * DAY).toISOString();
  const slots = await callApi(
    baseUrl,
    token,
    'GET',
    `timeslots/query?listingId=${listingId}&start=${from}&end=${to}`,
  );
  const slot = (slots.data as ApiResource[]).find(
    (s) => Date.parse(String(s.attributes.end)) - Date.parse(String(s.attributes.start)) >= HOUR,
  );
  if (!slot) throw new Error(`no free hour of ${LISTING_TITLE}`);
  const bookingStart = new Date(String(slot.attributes.start));
  const requested = await callApi(
    baseUrl,
    await trustedTokenOf(baseUrl, token),
    'POST',
    'transactions/initiate',
    {
      processAlias: 'default-booking/release-1',
      transition: 'transition/request-payment',
      params: {
        listingId,
        bookingStart: bookingStart.toISOString(),
        bookingEnd: new Date(bookingStart.getTime() + HOUR).toISOString(),
        seats: 1,
        paymentMethod: 'pm_card_visa',
      },
    },
  );
  const id = (requested.data as ApiResource).id;
  const confirmed = await callApi(baseUrl, token, 'POST', 'transactions/transition', {
    id,
    transition: 'transition/confirm-payment',
    params: {},
  });
  expect((confirmed.data as ApiResource).attributes.state).toBe('state/preauthorized');
  return id;
}

// Issue #30's journey, on one marketplace from a fresh database: an operator runs a private
// marketplace that approves its members and their listings. A newcomer in Helsinki waits to be let
// in; a provider in Tokyo publishes a listing that waits too, which the operator approves, features
// and closes; the operator accepts a customer's booking for its provider, edits the landing page, a
// content page and the listing fields, then limits, impersonates, bans and deletes the newcomer. At
// the end every one of those decisions is in the audit log.
describe('running the marketplace from the console', () => {
  const { server, browser } = useMercato({
    marketplaceConfig: {
      accessControl: {
        marketplace: { private: true },
        users: { requireApprovalToJoin: true },
        listings: { requireApprovalToPublish: true },
      },
    },
    env: { SEED_DEMO_DATA: 'true', CLIENT_SECRET },
  });
  // The newcomer's own browser, in Helsinki, and the provider's, in Tokyo.
  let member: RunningBrowser;
  let memberPage: Page;
  let memberProblems: string[];
  let provider: RunningBrowser;
  let providerPage: Page;
  let providerProblems: string[];
  let operatorPage: Page;
  let operatorProblems: string[];
  const title = 'Moonlit harbour kayak tour';
  let listingId = '';
  let transactionId = '';
  const newcomer = {
    name: ['Nora', 'Newcomer'] as [string, string],
    email: `nora-${Date.now()}@example.com`,
    password: 'waiting for the operator',
  };

  beforeAll(async () => {
    member = await launchBrowser({ timezoneId: 'Europe/Helsinki' });
    memberPage = await member.context.newPage();
    memberProblems = watchConsole(memberPage);
    provider = await launchBrowser({ timezoneId: 'Asia/Tokyo' });
    providerPage = await provider.context.newPage();
    providerProblems = watchConsole(providerPage);
    ({ page: operatorPage, problems: operatorProblems } = await browser.newPage());
  });
  afterAll(async () => {
    await member?.close();
    await provider?.close();
  });

  const path = (page: Page) => new URL(page.url()).pathname;
  const next = (page: Page, label = 'Next') => page.getByRole('button', { name: label, exact: true }).click();
  const tabOf = (page: Page) => /\/(new|draft|edit)\/([a-z-]+)$/.exec(path(page))?.[2];

  /** The cards with the listing's title on the provider's page. */
  const cardsOfListing = (page: Page) =>
    page.getByTestId('listing-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  /** How many of the listing's cards a search for its title shows (the provider's browser). */
  async function foundInSearch(): Promise<number> {
    await providerPage.goto(`${server.baseUrl}/s?keywords=${encodeURIComponent(title)}`);
    return cardsOfListing(providerPage).count();
  }

  /** The operator opens the listing's console page. */
  async function openListing() {
    await operatorPage.goto(`${server.baseUrl}/console/listings/${listingId}`);
    await expect.poll(() => operatorPage.getByRole('heading', { level: 1 }).textContent()).toBe(title);
  }

  /** Clicks one of the listing page's change buttons and waits for its confirmation. */
  async function change(button: string, done: string) {
    await operatorPage.getByRole('button', { name: button, exact: true }).click();
    await expect.poll(() => operatorPage.getByRole('status').allTextContents()).toContain(done);
  }

  const stateOf = (page: Page) => page.getByTestId('transaction-state').textContent();

  let personPath = '';
  /** The operator opens the newcomer's console page, found the first time by email in the People list. */
  async function openPerson(email: string) {
    if (personPath) {
      await operatorPage.goto(`${server.baseUrl}${personPath}`);
      return;
    }
    await operatorPage.goto(`${server.baseUrl}/console/people?keywords=${encodeURIComponent(email)}`);
    await operatorPage.getByRole('link', { name: newcomer.name.join(' ') }).click();
    await expect.poll(() => path(operatorPage)).toMatch(/^\/console\/people\/[0-9a-f-]{36}$/);
    personPath = path(operatorPage);
  }

  it('lets the operator in, and approves a newcomer who then sees the listings', async () => {
    await operatorPage.goto(`${server.baseUrl}/console`);
    await expect.poll(() => path(operatorPage)).toBe('/console/login');
    await operatorPage.getByLabel('Email').fill(OPERATOR.email);
    await operatorPage.getByLabel('Password').fill(OPERATOR.password);
    await operatorPage.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => path(operatorPage)).toBe('/console');

    await memberPage.goto(`${server.baseUrl}/signup`);
    await hydrated(memberPage);
    await submitSignup(memberPage, { ...newcomer, accountType: 'Guest' });
    await expect.poll(() => memberPage.getByTestId('pending-approval-banner').count()).toBe(1);
    await memberPage.goto(`${server.baseUrl}/s`);
    await expect.poll(() => path(memberPage)).toBe('/no-access-right/user-approval');

    await operatorPage.goto(`${server.baseUrl}/console/people?state=pendingApproval`);
    await expect.poll(() => operatorPage.getByRole('cell', { name: newcomer.email }).count()).toBe(1);
    await openPerson(newcomer.email);
    await operatorPage.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => operatorPage.getByRole('status').allTextContents())
      .toContain('Approved: the person can use the marketplace now.');

    await memberPage.goto(`${server.baseUrl}/s`);
    await expect.poll(() => path(memberPage)).toBe('/s');
    await expect.poll(() => memberPage.locator('.listing-card').count()).toBeGreaterThan(0);
  });

  it('has the provider publish a listing that waits for approval and is not in search', async () => {
    await providerPage.goto(`${server.baseUrl}/login`);
    await hydrated(providerPage);
    await submitLogin(providerPage, ADA.email);
    await expect.poll(() => path(providerPage)).not.toBe('/login');

    // The marketplace has one listing type (the default configuration's): the form asks for none.
    await providerPage.goto(`${server.baseUrl}/l/new`);
    await providerPage.getByLabel('Listing title').fill(title);
    await providerPage
      .getByLabel('Description')
      .fill('Two hours on the water under the full moon; kayaks, lights and tea included.');
    expect(await providerPage.getByLabel('Listing type').count()).toBe(0);
    await next(providerPage);
    await expect.poll(() => tabOf(providerPage)).toBe('location');
    listingId = /\/([0-9a-f-]{36})\//.exec(path(providerPage))?.[1] ?? '';
    const address = providerPage.getByRole('combobox', { name: 'Address' });
    await address.fill('lisb');
    const place = providerPage.getByRole('option', { name: 'Lisbon, Portugal', exact: true });
    await expect.poll(() => place.count()).toBe(1);
    await place.click();
    await next(providerPage);
    await expect.poll(() => tabOf(providerPage)).toBe('pricing');
    await providerPage.getByLabel('Price per hour').fill('45');
    await next(providerPage);
    await expect.poll(() => tabOf(providerPage)).toBe('availability');
    // A new week starts in the provider's own zone, which their browser gives.
    await expect.poll(() => providerPage.getByLabel('Time zone').inputValue()).toBe('Asia/Tokyo');
    await providerPage.getByRole('button', { name: '+ Add hours on Saturday' }).click();
    await next(providerPage);
    await expect.poll(() => tabOf(providerPage)).toBe('photos');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1e3a8a' } })
      .png()
      .toBuffer();
    await providerPage
      .locator('input[type="file"][name="addImages"]')
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: photo });
    await expect
      .poll(() => providerPage.locator('input[type="hidden"][name="images"]').count(), { timeout: 30_000 })
      .toBe(1);
    await next(providerPage, 'Publish listing');
    await expect
      .poll(() => path(providerPage))
      .toBe(`/l/moonlit-harbour-kayak-tour/${listingId}/pending-approval`);

    expect(await foundInSearch()).toBe(0);
  });

  it('lets the operator find it among those waiting, with its author, and approve it', async () => {
    await operatorPage.goto(`${server.baseUrl}/console/listings?states=pendingApproval`);
    expect(await operatorPage.getByLabel('State').inputValue()).toBe('pendingApproval');
    const row = operatorPage.getByRole('row').filter({ hasText: title });
    await expect.poll(() => row.count()).toBe(1);
    // Created today in UTC (the console's dates), whatever the day is in Tokyo.
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      title,
      `Ada P${ADA.email}`,
      'Waiting for approval',
      'Service with calendar',
      '$45.00',
      '',
      new Date().toISOString().slice(0, 10),
    ]);
    // The author's link leads to their page, whose "Their listings" lists this one.
    await row.getByRole('link', { name: 'Ada P', exact: true }).click();
    await expect.poll(() => path(operatorPage)).toMatch(/^\/console\/people\/[0-9a-f-]{36}$/);
    await operatorPage.getByRole('link', { name: 'Their listings' }).click();
    await expect
      .poll(() => new URL(operatorPage.url()).searchParams.get('authorId'))
      .toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => operatorPage.getByRole('link', { name: title, exact: true }).count()).toBe(1);
    await operatorPage.getByRole('link', { name: title, exact: true }).click();
    await expect.poll(() => path(operatorPage)).toBe(`/console/listings/${listingId}`);

    expect(
      await operatorPage.getByRole('link', { name: 'View on the marketplace' }).getAttribute('href'),
    ).toBe(`/l/${listingId}`);
    await change('Approve', 'Approved: the listing is published.');
    await expect.poll(() => operatorPage.locator('.console-facts').textContent()).toContain('Published');
    await expect.poll(foundInSearch).toBe(1);
    // The newcomer the operator let in finds it as well.
    await memberPage.goto(`${server.baseUrl}/s?keywords=${encodeURIComponent(title)}`);
    await expect.poll(() => cardsOfListing(memberPage).count()).toBe(1);
  });

  it('features it, first on the landing page', async () => {
    // Another listing (a demo one, published and not featured yet) is featured first.
    await operatorPage.goto(`${server.baseUrl}/console/listings?states=published&featured=false`);
    const other = operatorPage
      .locator('tbody tr')
      .filter({ hasNot: operatorPage.getByRole('link', { name: title, exact: true }) })
      .first()
      .getByRole('link')
      .first();
    const otherTitle = (await other.textContent()) ?? '';
    expect(otherTitle).not.toBe('');
    await other.click();
    await expect.poll(() => operatorPage.getByRole('heading', { level: 1 }).textContent()).toBe(otherTitle);
    await change('Feature', 'Featured: the listing is first on the landing page.');

    await openListing();
    await change('Feature', 'Featured: the listing is first on the landing page.');
    await providerPage.goto(`${server.baseUrl}/`);
    const featuredTitles = () =>
      providerPage
        .getByTestId('featured-listings')
        .getByTestId('listing-card')
        .locator('h3')
        .allTextContents();
    await reloadUntil(providerPage, async () => (await featuredTitles()).slice(0, 2), 10_000).toEqual([
      title,
      otherTitle,
    ]);

    // The list finds it among the featured, and its CSV says so.
    await operatorPage.goto(`${server.baseUrl}/console/listings?featured=true`);
    await expect.poll(() => operatorPage.getByRole('link', { name: title, exact: true }).count()).toBe(1);
    const csv = await operatorPage.request.get(
      `${server.baseUrl}/console/listings.csv?featured=true&keywords=${encodeURIComponent('moonlit')}`,
    );
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${listingId},${title},published,service-with-calendar,4500,USD,true,`);
  });

  it('closes it, and it leaves search', async () => {
    await openListing();
    await change('Close', 'Closed: the listing has left search.');
    await expect.poll(foundInSearch).toBe(0);
  });

  it('finds those decisions in the listing’s audit history', async () => {
    await openListing();
    await operatorPage.getByRole('link', { name: 'Everything operators did to this listing' }).click();
    await expect.poll(() => new URL(operatorPage.url()).searchParams.get('subjectId')).toBe(listingId);
    const actions = operatorPage.locator('tbody tr td:nth-child(3)');
    await expect
      .poll(() => actions.allTextContents())
      .toEqual(['listing.close', 'listing.feature', 'listing.approve']);
  });
  it('finds the customer’s booking among those waiting for the provider', async () => {
    const listingId = await ownListingId(server.baseUrl, ADA.email, LISTING_TITLE);
    transactionId = await preauthorizedBooking(server.baseUrl, listingId);

    await operatorPage.goto(`${server.baseUrl}/console/transactions?states=state/preauthorized`);
    expect(await operatorPage.getByLabel('State').inputValue()).toBe('state/preauthorized');

    const row = operatorPage
      .getByRole('row')
      .filter({ has: operatorPage.locator(`a[href="/console/transactions/${transactionId}"]`) });
    await expect.poll(() => row.count()).toBe(1);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(1, 6)).toEqual([
      'default-booking',
      'preauthorized',
      LISTING_TITLE,
      'Ben Customerben@demo.mercato.test',
      'Ada Providerada@demo.mercato.test',
    ]);
    expect(cells[6]).toBe('$65.00');
    expect(cells[7]).toMatch(/^confirm-payment/);
    // Ben's page leads to his transactions, this one among them.
    await row.getByRole('link', { name: 'Ben Customer', exact: true }).click();
    await expect.poll(() => path(operatorPage)).toMatch(/^\/console\/people\/[0-9a-f-]{36}$/);
    await operatorPage.getByRole('link', { name: 'Their transactions' }).click();
    await expect
      .poll(() => new URL(operatorPage.url()).searchParams.get('partyId'))
      .toMatch(/^[0-9a-f-]{36}$/);
    const open = operatorPage.locator(`a[href="/console/transactions/${transactionId}"]`);
    await expect.poll(() => open.count()).toBe(1);
    await open.click();
    await expect.poll(() => path(operatorPage)).toBe(`/console/transactions/${transactionId}`);
    await expect.poll(() => stateOf(operatorPage)).toBe('preauthorized');
    const history = operatorPage.getByTestId('transaction-history').locator('tbody tr td:first-child');
    expect(await history.allTextContents()).toEqual(['request-payment', 'confirm-payment']);
    const payments = operatorPage.getByRole('region', { name: 'Payments' });
    expect(await payments.textContent()).toContain('requires_capture');
  });

  it('accepts it for the provider; a stale page of it is refused with the API’s reason', async () => {
    const { page: stalePage, problems: staleProblems } = await browser.newPage();
    await stalePage.goto(`${server.baseUrl}/console/transactions/${transactionId}`);
    await hydrated(stalePage);
    expect(await stateOf(stalePage)).toBe('preauthorized');

    await hydrated(operatorPage);
    await operatorPage.getByRole('button', { name: 'operator-accept', exact: true }).click();
    await expect
      .poll(() => operatorPage.getByRole('status').allTextContents())
      .toContain('Done: operator-accept');
    await expect.poll(() => stateOf(operatorPage)).toBe('accepted');
    // What follows acceptance is open now; acceptance is not.
    const actions = operatorPage.getByRole('region', { name: 'Operator transitions' }).getByRole('button');
    await expect.poll(() => actions.allTextContents()).toEqual(['operator-complete', 'cancel']);
    // The payment was captured: the ledger has moved the money.
    const ledger = operatorPage.getByRole('region', { name: 'Payments' }).locator('td code');
    await expect.poll(() => ledger.allTextContents()).toContain('capture');

    // The other tab still offers to decline: the API refuses it, and the page shows where it is now.
    await stalePage.getByRole('button', { name: 'operator-decline', exact: true }).click();
    await expect
      .poll(() => stalePage.getByRole('alert').allTextContents())
      .toEqual([expect.stringMatching(/^That did not work: .+/)]);
    await expect.poll(() => stateOf(stalePage)).toBe('accepted');
    expect(staleProblems.filter((problem) => !problem.includes('409'))).toEqual([]);
    await stalePage.close();
  });

  it('records the transition in the transaction’s audit history', async () => {
    await operatorPage.getByRole('link', { name: 'Everything operators did to this transaction' }).click();
    await expect.poll(() => new URL(operatorPage.url()).searchParams.get('subjectId')).toBe(transactionId);
    const actions = operatorPage.locator('tbody tr td:nth-child(3)');
    await expect.poll(() => actions.allTextContents()).toEqual(['transaction.transition']);
  });

  it('shows the customer the booking accepted on his order page', async () => {
    const cookie = await sessionCookieOf(server, BEN);
    const res = await fetch(`${server.baseUrl}/order/${transactionId}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/data-testid="transaction-state"[^>]*>Accepted</);
  });
  it('edits the landing hero, a content page and the listing fields, live at once', async () => {
    // A tab of its own (previews open more), in the operator's browser: logged in to the console.
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/console/content`);
    expect(path(page)).toBe('/console/content');

    // The landing page's hero, through the sections editor: first a preview of a draft, which only
    // this browser sees, in a tab of its own, until the operator ends it.
    await page.getByRole('link', { name: 'landing-page' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console/content/pages/landing-page');
    const hero = page.getByRole('group', { name: 'Section 1: hero' });
    await hero.getByLabel('Title').fill('A draft only the operator sees');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const previewLink = page.getByRole('link', { name: 'Open the preview (new tab)' });
    await expect.poll(() => previewLink.count()).toBe(1);
    const [preview] = await Promise.all([browser.context.waitForEvent('page'), previewLink.click()]);
    await preview.waitForLoadState();
    expect(new URL(preview.url()).pathname).toBe('/');
    await expect
      .poll(() => preview.getByTestId('preview-banner').textContent())
      .toContain('You are previewing an unsaved draft of /content/pages/landing-page.json.');
    expect(await preview.getByRole('heading', { level: 1 }).textContent()).toBe(
      'A draft only the operator sees',
    );
    const visitors = await fetch(`${server.baseUrl}/`).then((r) => r.text());
    expect(visitors).not.toContain('A draft only the operator sees');
    await preview.getByRole('button', { name: 'End preview' }).click();
    await expect.poll(() => preview.getByTestId('preview-banner').count()).toBe(0);
    expect(await preview.getByText('A draft only the operator sees').count()).toBe(0);
    await preview.close();
    // The draft is still in the editor, unsaved; the real title is saved.
    expect(await hero.getByLabel('Title').inputValue()).toBe('A draft only the operator sees');
    await hero.getByLabel('Title').fill('Rent the tools your neighbours own');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContainEqual(expect.stringMatching(/^Saved as version .+\. The site uses it now\.$/));
    await expect
      .poll(() => fetch(`${server.baseUrl}/`).then((r) => r.text()))
      .toContain('Rent the tools your neighbours own');

    // The site's texts, reworded and previewed the same way before anyone else sees them.
    await page.goto(`${server.baseUrl}/console/content/texts/translations?q=TopBar.postListing`);
    await page.getByLabel('TopBar.postListing').fill('List something of yours');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const textsLink = page.getByRole('link', { name: 'Open the preview (new tab)' });
    await expect.poll(() => textsLink.count()).toBe(1);
    const [texts] = await Promise.all([browser.context.waitForEvent('page'), textsLink.click()]);
    await texts.waitForLoadState();
    await expect.poll(() => texts.getByText('List something of yours').count()).toBeGreaterThan(0);
    await texts.getByRole('button', { name: 'End preview' }).click();
    await expect.poll(() => texts.getByTestId('preview-banner').count()).toBe(0);
    expect(await texts.getByText('List something of yours').count()).toBe(0);
    await texts.close();

    // A content page: a new section with a button, moved first.
    await page.goto(`${server.baseUrl}/console/content/pages/about`);
    await page.getByRole('button', { name: 'Add a section' }).click();
    const added = page.getByRole('group', { name: /^Section \d+: section-\d+$/ });
    await added.getByLabel('Title').fill('Opening hours');
    await added.getByLabel('Text (Markdown)').fill('We answer **every weekday** from 9 to 17.');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContainEqual(expect.stringMatching(/^Saved as version/));
    const about = await fetch(`${server.baseUrl}/p/about`).then((r) => r.text());
    expect(about).toContain('Opening hours');
    expect(about).toMatch(/<strong>(<span>)?every weekday(<\/span>)?<\/strong>/);

    // A refused configuration keeps the live one and says why; a good one is used at once.
    await page.goto(`${server.baseUrl}/console/content/config/listingFields`);
    await page.getByLabel('Document (JSON)').fill('[{ "key": "bad key" }]');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContainEqual(expect.stringMatching(/^Not saved, the live version stays: listingFields\.0\.key/));
    const field = {
      key: 'toolCondition',
      scope: 'public',
      schemaType: 'text',
      showConfig: { label: 'Condition of the tool' },
      saveConfig: { label: 'Condition of the tool', isRequired: false },
    };
    await page.getByLabel('Document (JSON)').fill(JSON.stringify([field], null, 2));
    await page.getByRole('button', { name: 'Show changes' }).click();
    await expect
      .poll(() => page.getByLabel('Changes against the live version').textContent())
      .toContain('+ ');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContainEqual(expect.stringMatching(/^Saved as version/));

    // The listing editor shows the new field to a provider (Ada, logged in here as herself).
    const ada = await sessionCookieOf(server);
    const editor = await fetch(`${server.baseUrl}/l/new`, { headers: { cookie: ada } });
    const editorPage = await fetch(new URL(editor.url).href, { headers: { cookie: ada } }).then((r) =>
      r.text(),
    );
    expect(editorPage).toContain('Condition of the tool');

    // The audit log has each save.
    await page.goto(`${server.baseUrl}/console/audit?action=asset.write`);
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await page.close();
  });

  it('takes away the right to post, and the newcomer lands on the no-access page', async () => {
    await openPerson(newcomer.email);
    await operatorPage.getByLabel('Post listings').selectOption('deny');
    await operatorPage.getByRole('button', { name: 'Save permissions' }).click();
    await expect
      .poll(() => operatorPage.getByRole('status').allTextContents())
      .toContain('Permissions saved.');

    await memberPage.goto(`${server.baseUrl}/l/new`);
    await expect.poll(() => path(memberPage)).toBe('/no-access-right/posting-rights');
  });

  it('logs in as the newcomer, who may not have their password changed, and ends it', async () => {
    await openPerson(newcomer.email);
    await operatorPage.getByRole('link', { name: 'Log in as this person' }).click();
    await expect.poll(() => path(operatorPage)).toBe('/');
    const banner = operatorPage.getByTestId('login-as-banner');
    await expect.poll(() => banner.textContent()).toContain('You are logged in as Nora N.');

    await operatorPage.goto(`${server.baseUrl}/account/change-password`);
    const passwords = operatorPage.locator('main input[type=password]');
    await passwords.nth(0).fill(newcomer.password);
    await passwords.nth(1).fill('an operator chose this');
    await operatorPage
      .locator('main')
      .getByRole('button', { name: /change password|save/i })
      .click();
    await expect
      .poll(() => operatorPage.getByRole('alert').allTextContents())
      .toContain(
        'You are logged in as this user from the console: only the user can change their email, password or account.',
      );

    await banner.getByRole('button', { name: 'End' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    // The console session was never touched by it.
    await operatorPage.goto(`${server.baseUrl}/console`);
    await expect.poll(() => path(operatorPage)).toBe('/console');
  });

  it('bans the newcomer, whose open session is refused on its next request', async () => {
    await openPerson(newcomer.email);
    await operatorPage.getByRole('button', { name: 'Ban' }).click();
    await expect
      .poll(() => operatorPage.getByRole('status').allTextContents())
      .toContain('Banned: their sessions have ended.');
    await memberPage.goto(`${server.baseUrl}/s`);
    await expect.poll(() => path(memberPage)).not.toBe('/s');
    expect(await memberPage.getByRole('link', { name: 'Log in' }).count()).toBeGreaterThan(0);
  });

  it('deletes the account, once the box is ticked: its personal data is gone, its email free', async () => {
    await openPerson(newcomer.email);
    const deletion = operatorPage.getByRole('region', { name: 'Delete the account' });
    await deletion.getByRole('button', { name: 'Delete the account' }).click();
    // The box is required: nothing is posted without it.
    expect(await deletion.getByRole('checkbox').evaluate((box: HTMLInputElement) => box.validity.valid)).toBe(
      false,
    );
    await deletion.getByLabel('I understand that this cannot be undone').check();
    await deletion.getByRole('button', { name: 'Delete the account' }).click();
    await expect
      .poll(() => operatorPage.getByRole('status').allTextContents())
      .toContain('The account is deleted: its personal data is erased and its sessions have ended.');
    await expect.poll(() => operatorPage.getByText(newcomer.email).count()).toBe(0);
    await operatorPage.goto(
      `${server.baseUrl}/console/people?keywords=${encodeURIComponent(newcomer.email)}`,
    );
    await expect.poll(() => operatorPage.getByRole('cell', { name: newcomer.email }).count()).toBe(0);
  });

  it('finds every one of these decisions in the audit log', async () => {
    await openPerson(newcomer.email);
    await operatorPage.getByRole('link', { name: 'Everything operators did to this person' }).click();
    const actions = operatorPage.locator('tbody tr td:nth-child(3)');
    await expect
      .poll(() => actions.allTextContents())
      .toEqual(['user.delete', 'user.ban', 'user.login-as', 'user.update-permissions', 'user.approve']);

    // The whole log holds the journey's other decisions too, each under its action.
    const journeyActions = [
      'operator.login',
      'listing.approve',
      'listing.feature',
      'listing.close',
      'transaction.transition',
      'asset.preview',
      'asset.write',
      'user.approve',
      'user.update-permissions',
      'user.login-as',
      'user.ban',
      'user.delete',
    ];
    for (const action of journeyActions) {
      await operatorPage.goto(`${server.baseUrl}/console/audit?action=${action}`);
      await expect.poll(() => actions.allTextContents(), { message: action }).toContainEqual(action);
    }
    expect(operatorProblems.filter((p) => !/status of (400|403)/.test(p))).toEqual([]);
    expect(memberProblems.filter((p) => !/status of (401|403)/.test(p))).toEqual([]);
    expect(providerProblems).toEqual([]);
  });
});
