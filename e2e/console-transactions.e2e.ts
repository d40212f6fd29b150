import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, DEMO_PASSWORD } from './support/api.ts';
import { hydrated } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import { type ApiResource, ownListingId, sessionCookieOf } from './support/marketplace.ts';

const OPERATOR = { email: 'operator@demo.mercato.test', password: DEMO_PASSWORD };
const ADA = 'ada@demo.mercato.test';
const BEN = { email: 'ben@demo.mercato.test', password: DEMO_PASSWORD };
const CLIENT_SECRET = 'e2e-console-transactions-client-secret';
const LISTING_TITLE = 'Sourdough baking workshop';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A call of the Marketplace API with a bearer token, JSON in and out; throws unless it answers 200. */
async function api(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<{ data: ApiResource | ApiResource[] }> {
  const res = await fetch(`${baseUrl}/v1/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: ApiResource | ApiResource[] };
}

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
  const slots = await api(
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
  const requested = await api(
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
  const confirmed = await api(baseUrl, token, 'POST', 'transactions/transition', {
    id,
    transition: 'transition/confirm-payment',
    params: {},
  });
  expect((confirmed.data as ApiResource).attributes.state).toBe('state/preauthorized');
  return id;
}

// Issue #30's Transactions screens: a customer's booking waits for the provider; the operator finds
// it among the preauthorized ones in the console, accepts it for the provider (the payment is
// captured), a stale page of it is refused with the API's reason, the audit log records the
// transition, and the customer's order page shows the booking accepted.
describe('running transactions from the console', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true', CLIENT_SECRET } });
  let operatorPage: Page;
  let operatorProblems: string[];
  let transactionId = '';

  beforeAll(async () => {
    ({ page: operatorPage, problems: operatorProblems } = await browser.newPage());
  });

  const path = (page: Page) => new URL(page.url()).pathname;
  const stateOf = (page: Page) => page.getByTestId('transaction-state').textContent();

  it('finds the customer’s booking among those waiting for the provider', async () => {
    const listingId = await ownListingId(server.baseUrl, ADA, LISTING_TITLE);
    transactionId = await preauthorizedBooking(server.baseUrl, listingId);

    await operatorPage.goto(`${server.baseUrl}/console/transactions?states=state/preauthorized`);
    await expect.poll(() => path(operatorPage)).toBe('/console/login');
    await operatorPage.getByLabel('Email').fill(OPERATOR.email);
    await operatorPage.getByLabel('Password').fill(OPERATOR.password);
    await operatorPage.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => path(operatorPage)).toBe('/console/transactions');
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
    expect(operatorProblems).toEqual([]);
  });

  it('shows the customer the booking accepted on his order page', async () => {
    const cookie = await sessionCookieOf(server, BEN);
    const res = await fetch(`${server.baseUrl}/order/${transactionId}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/data-testid="transaction-state"[^>]*>Accepted</);
  });
});
