import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, DEMO_PASSWORD } from './support/api.ts';
import { useMercato } from './support/fixture.ts';
import {
  type ApiResource,
  apiAs,
  buyForPickup,
  logInAs,
  ownListingId,
  userIdOf,
} from './support/marketplace.ts';

const ADA = 'ada@demo.mercato.test';
const BEN = 'ben@demo.mercato.test';
const OPERATOR = { email: 'operator@demo.mercato.test', password: DEMO_PASSWORD };
const MUG = 'Hand-thrown stoneware mug';
const ABUSIVE = 'The seller is a fraud and an idiot, never buy here.';
const FAIR = 'Came to pick it up on time.';

/** A POST to the API as a demo user. */
async function apiPost(baseUrl: string, email: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}/v1/api/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await accessTokenOf(baseUrl, email)}`,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: ApiResource };
}

// Issue #30's moderation of reviews: Ben buys Ada's mug and leaves an abusive review of her; the
// operator hides it from the console's Reviews screen, and it leaves the listing page and Ada's
// profile (for visitors too, whose pages are kept); "Show again" brings it back; the audit log
// records both decisions.
describe('moderating reviews from the console', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });
  let mugId = '';
  let adaId = '';
  let reviewId = '';
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    mugId = await ownListingId(server.baseUrl, ADA, MUG);
    adaId = await userIdOf(server.baseUrl, ADA);
    ({ page, problems } = await browser.newPage());
  });

  const path = () => new URL(page.url()).pathname;
  /** What a visitor without a session gets of a page (the page cache answers those). */
  const visitorHtml = async (pagePath: string) => (await fetch(`${server.baseUrl}${pagePath}`)).text();
  /** Whether the listing page and Ada's profile show the abusive review, to Ben's browser and to a visitor. */
  async function shownOnMarketplace(): Promise<boolean[]> {
    const shown: boolean[] = [];
    for (const pagePath of [`/l/${mugId}`, `/u/${adaId}`]) {
      await page.goto(`${server.baseUrl}${pagePath}`);
      shown.push(((await page.locator('main').textContent()) ?? '').includes(ABUSIVE));
      shown.push((await visitorHtml(pagePath)).includes(ABUSIVE));
    }
    return shown;
  }
  const reviewRow = () => page.getByRole('row').filter({ hasText: ABUSIVE });

  it('has Ben buy the mug and both review: his review of Ada shows on the marketplace', async () => {
    await logInAs(server, browser, page, BEN);
    await page.goto(`${server.baseUrl}/l/${mugId}`);
    await buyForPickup(page, mugId);
    await expect.poll(() => path()).toMatch(/^\/order\/[0-9a-f-]{36}$/);
    const orderId = path().split('/')[2] ?? '';
    const move = (email: string, transition: string, params: Record<string, unknown> = {}) =>
      apiPost(server.baseUrl, email, 'transactions/transition', { id: orderId, transition, params });
    await move(ADA, 'transition/mark-delivered');
    await move(BEN, 'transition/mark-received');
    // The worker completes a received order at once.
    await expect
      .poll(
        async () =>
          ((await apiAs(server.baseUrl, BEN, `transactions/show?id=${orderId}`)).data as ApiResource)
            .attributes.state,
        { timeout: 20_000 },
      )
      .toBe('state/completed');
    await move(BEN, 'transition/review-1-by-customer', { reviewRating: 1, reviewContent: ABUSIVE });
    await move(ADA, 'transition/review-2-by-provider', { reviewRating: 5, reviewContent: FAIR });
    const reviews = await apiAs(server.baseUrl, BEN, `reviews/query?listing_id=${mugId}`);
    reviewId = (reviews.data as ApiResource[]).find((r) => r.attributes.content === ABUSIVE)?.id ?? '';
    expect(reviewId).toMatch(/^[0-9a-f-]{36}$/);

    await page.goto(`${server.baseUrl}/l/${mugId}`);
    // Among the reviews the mug had from the demo's history.
    const review = page.getByTestId('listing-reviews').getByTestId('review').filter({ hasText: ABUSIVE });
    await expect.poll(() => review.count()).toBe(1);
    expect(await review.getByRole('img', { name: '1 out of 5 stars' }).count()).toBeGreaterThan(0);
    expect(await shownOnMarketplace()).toEqual([true, true, true, true]);
  }, 90_000);

  it('lets the operator find the review and hide it: it leaves the listing page and the profile', async () => {
    await page.goto(`${server.baseUrl}/console/reviews`);
    await expect.poll(() => path()).toBe('/console/login');
    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => path()).toBe('/console/reviews');
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Console sections' })
          .getByRole('link', { name: 'Reviews' })
          .count(),
      )
      .toBe(1);

    // The worst ratings: Ben's review, its stars read as words, with links to the people and listing.
    await page.getByLabel('Rating').selectOption('1');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('maxRating')).toBe('1');
    await expect.poll(() => reviewRow().count()).toBe(1);
    // The address changes as the filtered page arrives, which may be a moment before it is drawn.
    await expect.poll(() => page.getByRole('row').filter({ hasText: FAIR }).count()).toBe(0);
    const row = reviewRow();
    expect(await row.getByRole('img', { name: '1 out of 5' }).textContent()).toBe('★☆☆☆☆');
    expect(await row.getByRole('link', { name: 'Ada P', exact: true }).getAttribute('href')).toBe(
      `/console/people/${adaId}`,
    );
    expect(await row.getByRole('link', { name: 'Ben C', exact: true }).getAttribute('href')).toMatch(
      /^\/console\/people\/[0-9a-f-]{36}$/,
    );
    expect(await row.getByRole('link', { name: MUG }).getAttribute('href')).toBe(
      `/console/listings/${mugId}`,
    );

    await row.getByRole('button', { name: 'Hide' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain('Hidden: the review no longer shows on the marketplace.');
    await expect.poll(() => reviewRow().getByRole('button', { name: 'Show again' }).count()).toBe(1);
    expect(await reviewRow().locator('.console-tag').allTextContents()).toEqual(['hidden']);

    await expect.poll(shownOnMarketplace, { timeout: 15_000 }).toEqual([false, false, false, false]);
    // Ada's other reviews and the listing page still load; the listing keeps only its others.
    await page.goto(`${server.baseUrl}/l/${mugId}`);
    const left = page.getByTestId('listing-reviews').getByTestId('review');
    await expect.poll(() => left.count()).toBeGreaterThan(0);
    expect(await left.filter({ hasText: ABUSIVE }).count()).toBe(0);
    // The author cannot see it through the API either.
    const own = await apiAs(server.baseUrl, BEN, `reviews/query?listing_id=${mugId}`);
    const ids = (own.data as ApiResource[]).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(reviewId);
  });

  it('lists it among the hidden ones, and "Show again" brings it back', async () => {
    await page.goto(`${server.baseUrl}/console/reviews?hidden=true`);
    expect(await page.getByLabel('Shown or hidden').inputValue()).toBe('true');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await expect.poll(() => reviewRow().count()).toBe(1);
    // The shown ones: Ada's fair review of Ben, and the demo history's.
    await page.goto(`${server.baseUrl}/console/reviews?hidden=false`);
    await expect.poll(() => page.getByRole('row').filter({ hasText: FAIR }).count()).toBe(1);
    expect(await reviewRow().count()).toBe(0);

    await page.goto(`${server.baseUrl}/console/reviews?hidden=true`);
    await reviewRow().getByRole('button', { name: 'Show again' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain('Shown again: the review is back on the marketplace.');
    await expect.poll(shownOnMarketplace, { timeout: 15_000 }).toEqual([true, true, true, true]);
  });

  it('finds both decisions in the audit log', async () => {
    await page.goto(`${server.baseUrl}/console/audit?subjectType=review&subjectId=${reviewId}`);
    const actions = page.locator('tbody tr td:nth-child(3)');
    await expect.poll(() => actions.allTextContents()).toEqual(['review.unhide', 'review.hide']);
    expect(problems).toEqual([]);
  });
});
