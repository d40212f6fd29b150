import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { accessTokenOf } from './support/api.ts';
import { hydrated, launchBrowser, type RunningBrowser } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import {
  type ApiResource,
  apiAs,
  bookableMonth,
  callApi,
  logInAs,
  submitLogin,
} from './support/marketplace.ts';

// The order panel's range calendar for stays (by the night) and gear (by the day), issue #26: a
// first click chooses the check-in or first day, a second the checkout or last day; the checkout
// gets the listing's midnights. Dates come from next month's calendar, never from today's date.

const ADA = 'ada@demo.mercato.test';
const BEN = 'ben@demo.mercato.test';
const CLEO = 'cleo@demo.mercato.test';

/** `YYYY-MM-DD` `days` after `date`. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** `Dec 9`, as the calendar's summary names a day. */
const monthDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
  });
/** `Wed, Dec 9`, as the checkout names a day. */
const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
/** An instant on a zone's wall clock, `YYYY-MM-DD HH:mm`. */
const wallClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** The days of the calendar shown that can be chosen now. */
function choosable(page: Page) {
  return page
    .locator('.booking-range [data-date]:not([aria-disabled])')
    .evaluateAll((days) => days.map((day) => day.getAttribute('data-date') ?? ''));
}

/** The first `count` days in a row that can be chosen (all free for nights or days from the first). */
async function freeRun(page: Page, count: number): Promise<string[]> {
  const days = await choosable(page);
  const start = days.findIndex((day, i) => days[i + count - 1] === addDays(day, count - 1));
  if (start < 0) throw new Error(`no ${count} free days in a row in ${days.join(' ')}`);
  return days.slice(start, start + count);
}

/** A day of the calendar, chosen or not; `force` clicks one shown as not available, to hear why. */
async function click(page: Page, date: string, force = false) {
  await page.locator(`.booking-range [data-date="${date}"]`).click({ force });
}

const summary = (page: Page) => page.getByTestId('booking-range-summary').textContent();
const status = (page: Page) => page.locator('.booking-range [role="status"]').textContent();
const selected = (page: Page) =>
  page
    .locator('.booking-range td[aria-selected="true"] [data-date]')
    .evaluateAll((days) => days.map((day) => day.getAttribute('data-date')));

describe('choosing nights and days in the range calendar', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });
  const month = bookableMonth();
  const ids: Record<string, string> = {};
  const zones: Record<string, string> = {};

  beforeAll(async () => {
    for (const email of [ADA, CLEO]) {
      for (const listing of (await apiAs(server.baseUrl, email, 'own_listings/query?perPage=100'))
        .data as ApiResource[]) {
        const title = String(listing.attributes.title);
        ids[title] = listing.id;
        zones[title] = String((listing.attributes.availabilityPlan as { timezone?: string })?.timezone);
      }
    }
  });

  const listingPage = (title: string, query = '') =>
    `${server.baseUrl}/l/${ids[title]}?month=${month}${query}`;

  /** A browser in `timeZone` with Ben logged in. */
  async function benIn(timeZone: string): Promise<{ running: RunningBrowser; page: Page }> {
    const running = await launchBrowser({ timezoneId: timeZone });
    const page = await running.context.newPage();
    await logInAs(
      server,
      { context: running.context, newPage: async () => ({ page, problems: [] }) },
      page,
      BEN,
    );
    return { running, page };
  }

  it.each([
    ['Pacific/Auckland', 0],
    ['America/Los_Angeles', 1],
  ])(
    "chooses three nights of a Helsinki stay from %s, and the checkout gets Helsinki's midnights",
    async (zone, run) => {
      const title = 'Archipelago sauna cabin';
      const { running, page } = await benIn(zone);
      try {
        expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
        await page.goto(listingPage(title));
        await hydrated(page);
        // Each browser its own nights: the first run of four free days, or the one after it.
        const days = await freeRun(page, 8);
        const [checkIn, , , checkOut] = days.slice(run * 4, run * 4 + 4) as [string, string, string, string];
        expect(await status(page)).toBe('Choose your check-in date.');
        await click(page, checkIn);
        await expect
          .poll(() => page.getByTestId('booking-range-start').textContent())
          .toBe(dayLabel(checkIn));
        expect(await page.getByTestId('booking-range-end').textContent()).toBe('Add date');
        expect(await status(page)).toContain('Now choose your checkout date.');
        expect(await page.getByRole('button', { name: 'Request to book' }).count()).toBe(0);
        await click(page, checkOut);
        await expect
          .poll(() => summary(page))
          .toBe(`3 nights · ${monthDay(checkIn)} – ${Number(checkOut.slice(8))}`);
        expect(await page.getByTestId('booking-range-end').textContent()).toBe(dayLabel(checkOut));
        expect(await selected(page)).toEqual([checkIn, addDays(checkIn, 1), addDays(checkIn, 2), checkOut]);
        expect(
          await page
            .getByRole('button', { name: `${await fullDate(page, checkOut)}, your checkout` })
            .count(),
        ).toBe(1);
        // The choice is in the address too, without a request: a reload keeps it.
        expect(new URL(page.url()).searchParams.get('from')).toBe(checkIn);
        expect(new URL(page.url()).searchParams.get('to')).toBe(checkOut);
        await expectAccessible(page, 'range calendar with three nights chosen');

        await page.getByRole('button', { name: 'Request to book' }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/${ids[title]}/checkout`);
        const url = new URL(page.url());
        expect(wallClock(url.searchParams.get('bookingStart') ?? '', 'Europe/Helsinki')).toBe(
          `${checkIn} 00:00`,
        );
        expect(wallClock(url.searchParams.get('bookingEnd') ?? '', 'Europe/Helsinki')).toBe(
          `${checkOut} 00:00`,
        );
        // The platform prices it: the nights are free on its clock too.
        await expect.poll(() => page.getByTestId('price-total').textContent()).toBe('$570.00');
        expect(await page.getByTestId('checkout-period').textContent()).toBe(
          `${dayLabel(checkIn)} – ${dayLabel(checkOut)}`,
        );
      } finally {
        await running.close();
      }
    },
    60_000,
  );

  it('shows the days that cannot be chosen, and says why a stay cannot cross them or last too long', async () => {
    const title = 'Brownstone garden apartment';
    // Ada closes the nights of the 15th, 16th and 17th (New York's clock) of next month.
    const token = await accessTokenOf(server.baseUrl, ADA);
    await callApi(server.baseUrl, token, 'POST', 'availability_exceptions/create', {
      listingId: ids[title],
      start: `${month}-15T12:00:00.000Z`,
      end: `${month}-17T12:00:00.000Z`,
      seats: 0,
    });
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, BEN);
    await page.goto(listingPage(title));
    await hydrated(page);
    for (const day of ['15', '16', '17']) {
      const closed = page.locator(`.booking-range [data-date="${month}-${day}"]`);
      expect(await closed.getAttribute('aria-disabled')).toBe('true');
      expect(await closed.getAttribute('aria-label')).toBe(
        `${await fullDate(page, `${month}-${day}`)}: not available`,
      );
    }

    await click(page, `${month}-12`);
    await expect
      .poll(() => status(page))
      .toBe(
        `Now choose your checkout date. Check out by ${dayLabel(`${month}-15`)} at the latest: the night of ${monthDay(`${month}-15`)} is not available.`,
      );
    // Pointing at a day shows the stay it would make before it is chosen; a day that cannot end it, none.
    const cellOf = (day: string) => page.locator(`.booking-range td:has([data-date="${month}-${day}"])`);
    await page.locator(`.booking-range [data-date="${month}-14"]`).hover();
    await expect.poll(() => cellOf('14').getAttribute('class')).toContain('is-preview-end');
    expect(await cellOf('13').getAttribute('class')).toContain('is-preview');
    expect(await page.locator('.booking-range .is-preview').count()).toBe(2);
    await page.locator(`.booking-range [data-date="${month}-19"]`).hover();
    await expect.poll(() => page.locator('.booking-range .is-preview').count()).toBe(0);
    // The closed 15th can be the checkout (its night is not booked); no later day can.
    expect(
      await page.locator(`.booking-range [data-date="${month}-15"]`).getAttribute('aria-disabled'),
    ).toBeNull();
    const later = page.locator(`.booking-range [data-date="${month}-19"]`);
    expect(await later.getAttribute('aria-disabled')).toBe('true');
    expect(await later.getAttribute('title')).toBe(
      `${await fullDate(page, `${month}-19`)}, not available for checkout: the night of ${monthDay(`${month}-15`)} is not available.`,
    );
    await expectAccessible(page, 'range calendar with a check-in chosen and days blocked');
    await click(page, `${month}-19`, true);
    await expect
      .poll(() => status(page))
      .toBe(
        `You cannot check out on ${dayLabel(`${month}-19`)}: the night of ${monthDay(`${month}-15`)} is not available.`,
      );
    expect(await page.getByTestId('booking-range-end').textContent()).toBe('Add date');
    await click(page, `${month}-15`);
    await expect.poll(() => summary(page)).toBe(`3 nights · ${monthDay(`${month}-12`)} – 15`);

    // A stay lasts 30 nights at most: from the 18th, the checkout 31 nights on is refused, 30 is not.
    await page.getByRole('link', { name: 'Clear dates' }).click();
    await expect.poll(() => page.getByTestId('booking-range-start').textContent()).toBe('Add date');
    await click(page, `${month}-18`);
    await page.getByRole('link', { name: 'Next month' }).click();
    const tooFar = addDays(`${month}-18`, 31);
    await click(page, tooFar, true);
    await expect
      .poll(() => status(page))
      .toBe(`You cannot check out on ${dayLabel(tooFar)}: a stay lasts 30 nights at most.`);
    await click(page, addDays(`${month}-18`, 30));
    await expect
      .poll(() => summary(page))
      .toBe(`30 nights · ${monthDay(`${month}-18`)} – ${monthDay(addDays(`${month}-18`, 30))}`);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('moves through the days as a grid with the keyboard, and chooses days with Enter and Space', async () => {
    const title = 'Touring kayak with paddle and vest';
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, BEN);
    await page.goto(listingPage(title));
    await hydrated(page);
    // One day of the grid is in the tab order: the first that can be chosen.
    const first = (await choosable(page))[0] ?? '';
    const inTabOrder = page.locator('.booking-range [data-date][tabindex="0"]');
    expect(await inTabOrder.count()).toBe(1);
    expect(await inTabOrder.getAttribute('data-date')).toBe(first);
    await page.getByRole('link', { name: 'Next month' }).focus();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    expect(await focused()).toBe(first);
    expect(
      await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle),
    ).not.toBe('none');

    const start = `${month}-08`;
    await page.locator(`.booking-range [data-date="${start}"]`).focus();
    const moves: [string, string][] = [
      ['ArrowRight', addDays(start, 1)],
      ['ArrowDown', addDays(start, 8)],
      ['ArrowLeft', addDays(start, 7)],
      ['ArrowUp', start],
    ];
    for (const [key, date] of moves) {
      await page.keyboard.press(key);
      expect(await focused(), key).toBe(date);
    }
    // Home and End: the Monday and the Sunday of the week.
    await page.keyboard.press('Home');
    const monday = (await focused()) ?? '';
    expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
    await page.keyboard.press('End');
    expect(await focused()).toBe(addDays(monday, 6));
    // PageDown and PageUp: the same day of the next month and back.
    await page.keyboard.press('ArrowLeft');
    const day = (await focused()) ?? '';
    await page.keyboard.press('PageDown');
    const nextMonth = addDays(`${month}-28`, 10).slice(0, 7);
    expect(await focused()).toBe(`${nextMonth}-${day.slice(8)}`);
    expect(await page.locator('#booking-range-month').textContent()).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    await page.keyboard.press('PageUp');
    expect(await focused()).toBe(day);

    // Enter chooses the first day (a day alone can be booked), Space the last.
    await page.keyboard.press('Enter');
    await expect.poll(() => summary(page)).toBe(`1 day · ${monthDay(day)}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(' ');
    await expect
      .poll(() => summary(page))
      .toBe(`3 days · ${monthDay(day)} – ${Number(addDays(day, 2).slice(8))}`);
    expect(await selected(page)).toEqual([day, addDays(day, 1), addDays(day, 2)]);
    expect(await focused()).toBe(addDays(day, 2));

    // Three days end at the midnight after the last, on the listing's clock (Helsinki).
    await page.getByRole('button', { name: 'Request to book' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/${ids[title]}/checkout`);
    const url = new URL(page.url());
    expect(wallClock(url.searchParams.get('bookingStart') ?? '', zones[title] ?? '')).toBe(`${day} 00:00`);
    expect(wallClock(url.searchParams.get('bookingEnd') ?? '', zones[title] ?? '')).toBe(
      `${addDays(day, 3)} 00:00`,
    );
    await expect.poll(() => page.getByTestId('price-total').textContent()).toBe('$165.00');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('works without JavaScript: every choice is a link carrying it, across months, to the checkout', async () => {
    const title = 'Tiny house in the hills';
    const noScript = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noScript.context.newPage();
      await page.goto(`${server.baseUrl}/login`);
      await submitLogin(page, BEN);
      await expect.poll(() => new URL(page.url()).pathname).not.toBe('/login');

      await page.goto(listingPage(title));
      const links = page.locator('.booking-range a[data-date]');
      const dates = await links.evaluateAll((days) => days.map((day) => day.getAttribute('data-date') ?? ''));
      const checkIn = dates.at(-2) ?? '';
      await page.locator(`.booking-range a[data-date="${checkIn}"]`).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(checkIn);
      expect(await page.getByTestId('booking-range-start').textContent()).toBe(dayLabel(checkIn));
      // The next month keeps the check-in; its 3rd is the checkout.
      await page.getByRole('link', { name: 'Next month' }).click();
      const nextMonth = addDays(`${month}-28`, 10).slice(0, 7);
      await expect.poll(() => new URL(page.url()).searchParams.get('month')).toBe(nextMonth);
      expect(new URL(page.url()).searchParams.get('from')).toBe(checkIn);
      const checkOut = `${nextMonth}-03`;
      await page.locator(`.booking-range a[data-date="${checkOut}"]`).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe(checkOut);
      const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
      expect(await summary(page)).toBe(`${nights} nights · ${monthDay(checkIn)} – ${monthDay(checkOut)}`);
      await page.getByRole('button', { name: 'Request to book' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/${ids[title]}/checkout`);
      const url = new URL(page.url());
      expect(wallClock(url.searchParams.get('bookingStart') ?? '', zones[title] ?? '')).toBe(
        `${checkIn} 00:00`,
      );
      expect(wallClock(url.searchParams.get('bookingEnd') ?? '', zones[title] ?? '')).toBe(
        `${checkOut} 00:00`,
      );
      await expect.poll(() => page.getByTestId('price-total').count()).toBe(1);
    } finally {
      await noScript.close();
    }
  }, 60_000);
});

/** The calendar's full name of a day (`Wednesday, December 9, 2026`), as the page's browser writes it. */
function fullDate(page: Page, date: string): Promise<string> {
  return page.evaluate(
    (day) =>
      new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
        timeZone: 'UTC',
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
    date,
  );
}
