import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { accessTokenOf, DEMO_PASSWORD } from './api.ts';
import { hydrated } from './browser.ts';
import type { MercatoBrowser, MercatoServer } from './fixture.ts';

// Steps the marketplace journeys share: reading the platform as a user, moving a test server's
// clock, finding demo listings, and logging in through the browser.

/** One resource of an API answer. */
export interface ApiResource {
  id: string;
  type?: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
}

/** An answer of the Marketplace API. */
export interface ApiAnswer {
  data: ApiResource | ApiResource[];
  included?: ApiResource[];
}

/** A call of `/v1/api/<path>` with a user's token, JSON in and out; throws unless it answers 200. */
export async function callApi(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ApiAnswer> {
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
  return (await res.json()) as ApiAnswer;
}

/** A `GET /v1/api/<path>` answer as `email` (a demo user). */
export async function apiAs(baseUrl: string, email: string, path: string): Promise<ApiAnswer> {
  return callApi(baseUrl, await accessTokenOf(baseUrl, email), 'GET', path);
}

/** Moves the server's clock (TEST_CLOCK=true) forward; its worker fires what became due. */
export async function advanceClock(baseUrl: string, seconds: number): Promise<Date> {
  const res = await fetch(`${baseUrl}/_clock?advanceSeconds=${Math.ceil(seconds)}`, { method: 'POST' });
  if (res.status !== 200) throw new Error(`/_clock: ${res.status} ${await res.text()}`);
  return new Date(((await res.json()) as { now: string }).now);
}

/**
 * `YYYY-MM` of the month after the current one (UTC). Every day of it lies ahead of now and within
 * the 90 bookable days, in any listing's time zone and whatever day the suite runs, so a journey that
 * picks the nth free day of a listing's calendar finds one: the current month has only a few days
 * left at its end (the suite once failed on every 27th and later).
 */
export function bookableMonth(now: Date = new Date()): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 7);
}

/** The listing page showing the calendar of `bookableMonth()`. */
export function bookableMonthPage(baseUrl: string, listingId: string): string {
  return `${baseUrl}/l/${listingId}?month=${bookableMonth()}`;
}

/** The id of a demo user's own listing by its title. */
export async function ownListingId(baseUrl: string, authorEmail: string, title: string): Promise<string> {
  const own = await apiAs(baseUrl, authorEmail, 'own_listings/query?perPage=100');
  const found = (own.data as ApiResource[]).find((l) => l.attributes.title === title);
  if (!found) throw new Error(`no demo listing "${title}" of ${authorEmail}`);
  return found.id;
}

/** Ada, the demo provider most journeys act as (README). */
export const ADA = { email: 'ada@demo.mercato.test', password: DEMO_PASSWORD };

/** Fills in and sends the login form the page shows, as a demo user. */
export async function submitLogin(page: Page, email: string = ADA.email) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Someone signing up: first and last name, login and, where the marketplace asks, an account type. */
export interface Newcomer {
  name: [first: string, last: string];
  email: string;
  password: string;
  /** The user type to pick, by label or index; without one, the first type when the form asks. */
  accountType?: string | number;
}

/** Fills in and sends the signup form the page shows, terms accepted. */
export async function submitSignup(page: Page, newcomer: Newcomer) {
  const accountType = page.getByLabel('Account type');
  const type = newcomer.accountType;
  if (typeof type === 'string') await accountType.selectOption({ label: type });
  else if (typeof type === 'number') await accountType.selectOption({ index: type });
  else if ((await accountType.count()) > 0) await accountType.selectOption({ index: 1 });
  await page.getByLabel('First name').fill(newcomer.name[0]);
  await page.getByLabel('Last name').fill(newcomer.name[1]);
  await page.getByLabel('Email').fill(newcomer.email);
  await page.getByLabel('Password').fill(newcomer.password);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** Logs a demo user in through the login page (the browser's other cookies cleared first). */
export async function logInAs(server: MercatoServer, browser: MercatoBrowser, page: Page, email: string) {
  await browser.context.clearCookies();
  await page.goto(`${server.baseUrl}/login`);
  await hydrated(page);
  await submitLogin(page, email);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/login');
}

/** Logs a demo user in through the login page, unless the browser already is (its context keeps the session). */
export async function logInOnce(page: Page, baseUrl: string, email: string = ADA.email) {
  await page.goto(`${baseUrl}/login`);
  if (new URL(page.url()).pathname !== '/login') return;
  await submitLogin(page, email);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
}

/** Logs a demo user in by posting the login form over HTTP, as a browser without scripts does; the session cookie to send back. */
export async function sessionCookieOf(
  server: MercatoServer,
  login: { email: string; password: string } = ADA,
) {
  const res = await fetch(`${server.baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.baseUrl },
    body: new URLSearchParams(login),
  });
  expect(res.status).toBe(302);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mercato_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] as string;
}

/** Fills the checkout's billing address (the card holder's) with a demo address. */
export async function fillBillingAddress(page: Page, name = 'Ben Customer') {
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('Name on card').fill(name);
  await billing.getByLabel('Street address').fill('1 Market St');
  await billing.getByLabel('City').fill('San Francisco');
  await billing.getByLabel('Postal code').fill('94105');
}

/** `YYYY-MM-DD` of the day `days` after today in `timeZone`. */
export function dateAfter(days: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + days * 86_400_000));
}

/** Opens the new-listing page and fills in its details (title, description, type); the caller sends them. */
export async function fillNewListing(
  page: Page,
  baseUrl: string,
  listing: { title: string; description: string; listingType: string },
) {
  await page.goto(`${baseUrl}/l/new`);
  await page.getByLabel('Listing title').fill(listing.title);
  await page.getByLabel('Description').fill(listing.description);
  await page.getByLabel('Listing type').selectOption(listing.listingType);
}

/**
 * Opens next month's calendar of a listing, chooses its `nth` free day and that day's first hour, and
 * goes on to the checkout; returns the day's page URL and the chosen start.
 */
export async function chooseFreeHour(baseUrl: string, page: Page, listingId: string, nth: number) {
  await page.goto(bookableMonthPage(baseUrl, listingId));
  await hydrated(page);
  const days = page.locator('a.booking-dates__free');
  await expect.poll(() => days.count()).toBeGreaterThan(nth);
  await days.nth(nth).click();
  await expect.poll(() => page.getByLabel('Start time').count()).toBe(1);
  const dayUrl = page.url();
  await page.getByRole('button', { name: 'Request to book' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/${listingId}/checkout`);
  const bookingStart = new URL(page.url()).searchParams.get('bookingStart') ?? '';
  return { dayUrl, bookingStart };
}

/** Reloads the page until `read` gives what the test waits for (what the worker does in the background). */
export function reloadUntil<T>(page: Page, read: () => Promise<T>, timeout: number) {
  return expect.poll(
    async () => {
      await page.reload();
      return read();
    },
    { timeout },
  );
}

/** On a listing page of an item: picks it up rather than having it shipped, buys one and pays with the test card. */
export async function buyForPickup(page: Page, listingId: string) {
  await hydrated(page);
  await page.getByRole('radio', { name: /Pickup/ }).check();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/${listingId}/checkout`);
  await fillBillingAddress(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
}

/** On the wizard's availability tab: adds an exception from `start` to `end`, each `[date, time]`. */
export async function addException(page: Page, start: [string, string], end: [string, string]) {
  await page.getByLabel('Starts on').fill(start[0]);
  await page.getByLabel('Start time').fill(start[1]);
  await page.getByLabel('Ends on').fill(end[0]);
  await page.getByLabel('End time').fill(end[1]);
  await page.getByRole('button', { name: 'Add exception' }).click();
}

/** The id of a demo user, as `current_user/show` gives it. */
export async function userIdOf(baseUrl: string, email: string): Promise<string> {
  return ((await apiAs(baseUrl, email, 'current_user/show')).data as ApiResource).id;
}

/** A custom field's `enumOptions` (marketplace configuration) from `{ option: label }`. */
export function enumOptionsOf(labels: Record<string, string>): { option: string; label: string }[] {
  return Object.entries(labels).map(([option, label]) => ({ option, label }));
}
