import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from './support/api.ts';
import { hydrated } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';

interface ApiListing {
  id: string;
  attributes: { title: string; state: string };
}

/** The platform API as one demo user, over HTTP (what any API client does). */
async function apiAs(baseUrl: string, email: string) {
  const token = await accessTokenOf(baseUrl, email);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  return {
    ownListings: async (): Promise<ApiListing[]> =>
      (
        await fetch(`${baseUrl}/v1/api/own_listings/query?perPage=100`, { headers }).then(
          (r) => r.json() as Promise<{ data: ApiListing[] }>,
        )
      ).data,
    createDraft: async (title: string): Promise<ApiListing> =>
      (
        await fetch(`${baseUrl}/v1/api/own_listings/create_draft?expand=true`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ title, description: 'Not ready yet.' }),
        }).then((r) => r.json() as Promise<{ data: ApiListing }>)
      ).data,
  };
}

const byTitle = (listings: ApiListing[], title: string) => {
  const listing = listings.find((l) => l.attributes.title === title);
  if (!listing) throw new Error(`no demo listing "${title}"`);
  return listing;
};

// ListingPage (spec §2 `/l/:slug/:id`, canonical `/l/:id`) on the seeded demo marketplace.
describe('listing page', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });
  let yogaId: string;
  let adviceId: string;
  let beanieId: string;

  beforeAll(async () => {
    const ada = await apiAs(server.baseUrl, 'ada@demo.mercato.test');
    const listings = await ada.ownListings();
    yogaId = byTitle(listings, 'Sunrise yoga by the sea').id;
    adviceId = byTitle(listings, 'Helsinki on a budget').id;
    beanieId = byTitle(listings, 'Knitted wool beanie').id;
  });

  it('answers the canonical path with a permanent redirect to the slugged one', async () => {
    const direct = await fetch(`${server.baseUrl}/l/${yogaId}`, { redirect: 'manual' });
    expect(direct.status).toBe(301);
    expect(direct.headers.get('location')).toBe(`/l/sunrise-yoga-by-the-sea/${yogaId}`);

    const wrongSlug = await fetch(`${server.baseUrl}/l/old-title/${yogaId}?ref=mail`, { redirect: 'manual' });
    expect(wrongSlug.status).toBe(301);
    expect(wrongSlug.headers.get('location')).toBe(`/l/sunrise-yoga-by-the-sea/${yogaId}?ref=mail`);
  });

  it('shows a demo listing from the front page: title, price with unit, photo, author and meta tags', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/`);
    // The demo features it on the front page.
    await page
      .getByTestId('featured-listings')
      .getByRole('link', { name: 'Sunrise yoga by the sea' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/sunrise-yoga-by-the-sea/${yogaId}`);

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Sunrise yoga by the sea');
    expect(await page.locator('.order-panel__price').textContent()).toBe('$25.00 per hour');
    const photo = page.getByRole('img', { name: 'Sunrise yoga by the sea, photo 1 of 2' });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.getByText('Kaivopuisto, 00140 Helsinki, Finland').count()).toBe(1);
    const author = page.getByRole('link', { name: 'Ada P', exact: true });
    expect(await author.getAttribute('href')).toMatch(/^\/u\/[0-9a-f-]{36}$/);

    expect(await page.title()).toBe('Sunrise yoga by the sea');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^An unhurried hour/,
    );
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(new RegExp(`^${server.baseUrl}/images/`));
    expect((await fetch(ogImage ?? '')).headers.get('content-type')).toMatch(/^image\//);

    // Once hydrated, the carousel's buttons step through the photos.
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => page.locator('.carousel__count').textContent()).toBe('2 / 2');

    expect(problems).toEqual([]);
    await page.close();
  });

  it('asks a visitor to choose a day to book, shows no owner actions; buying by the item, contacting after logging in', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/l/sunrise-yoga-by-the-sea/${yogaId}`);
    expect(await page.getByText('This is your listing.').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Manage your listings' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /close listing|open listing|discard|edit/i }).count()).toBe(
      0,
    );

    // Bookings start from a day of the calendar (the checkout journey: booking.e2e.ts).
    await expect
      .poll(() => page.getByTestId('booking-pick-day').textContent())
      .toBe('Choose a day in the calendar to book.');

    // Items in stock are bought by the item.
    await page.goto(`${server.baseUrl}/l/${beanieId}`);
    await expect.poll(() => page.locator('.order-panel__price').textContent()).toBe('$39.00 per item');
    expect(await page.getByRole('button', { name: 'Buy now' }).count()).toBe(1);

    // Conversation-only listings show no price and a Contact button, which asks a visitor to log in
    // first (logged-out.e2e.ts follows them back to the open form).
    await page.goto(`${server.baseUrl}/l/helsinki-on-a-budget/${adviceId}`);
    expect(await page.locator('.order-panel__price').count()).toBe(0);
    await page.getByRole('button', { name: 'Contact' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup');
    expect(new URL(page.url()).searchParams.get('from')).toBe(
      `/l/helsinki-on-a-budget/${adviceId}?intent=contact`,
    );

    expect(problems).toEqual([]);
    await page.close();
  });

  it('answers 404 for unknown ids and for other users’ drafts, and asks visitors to log in for previews', async () => {
    const unknown = '0f0e0d0c-0b0a-4909-8807-060504030201';
    const missing = await fetch(`${server.baseUrl}/l/some-title/${unknown}`);
    expect(missing.status).toBe(404);
    expect((await fetch(`${server.baseUrl}/l/${unknown}`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/l/not-an-id`)).status).toBe(404);
    // The stems of listing and profile addresses lead home (spec §2 base pages), not to a 404.
    for (const stem of ['/l', '/u']) {
      const base = await fetch(`${server.baseUrl}${stem}`, { redirect: 'manual' });
      expect(base.status, stem).toBe(302);
      expect(base.headers.get('location'), stem).toBe('/');
    }

    const cleo = await apiAs(server.baseUrl, 'cleo@demo.mercato.test');
    const draft = await cleo.createDraft('Secret supper club');
    expect((await fetch(`${server.baseUrl}/l/secret-supper-club/${draft.id}`)).status).toBe(404);
    const preview = await fetch(`${server.baseUrl}/l/secret-supper-club/${draft.id}/draft`, {
      redirect: 'manual',
    });
    expect(preview.status).toBe(302);
    expect(preview.headers.get('location')).toBe(
      `/signup?from=${encodeURIComponent(`/l/secret-supper-club/${draft.id}/draft`)}`,
    );

    const { page, problems } = await browser.newPage();
    const response = await page.goto(`${server.baseUrl}/l/some-title/${unknown}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByTestId('not-found').count()).toBe(1);
    // The error page runs its scripts too (its header's menus and search work like any page's).
    await hydrated(page);

    // Another user, logged in, cannot see the draft nor its preview either.
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Email').fill('ada@demo.mercato.test');
    await page.getByLabel('Password').fill('mercato-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByLabel('Account menu for Ada P').count()).toBe(1);
    expect((await page.goto(`${server.baseUrl}/l/secret-supper-club/${draft.id}`))?.status()).toBe(404);
    expect((await page.goto(`${server.baseUrl}/l/secret-supper-club/${draft.id}/draft`))?.status()).toBe(404);
    // Browsers log failed document loads; those 404s are what this test asks for.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.close();
  });
});

// A private marketplace refuses listings to visitors (spec §6): the page asks them to log in first.
describe('listing page in a private marketplace', () => {
  const { server } = useMercato({
    marketplaceConfig: {
      accessControl: {
        marketplace: { private: true },
        users: { requireApprovalToJoin: false },
        listings: { requireApprovalToPublish: false },
      },
    },
    env: { SEED_DEMO_DATA: 'true' },
    browser: false,
  });

  it('sends visitors to sign up with the listing as where to return', async () => {
    const ada = await apiAs(server.baseUrl, 'ada@demo.mercato.test');
    const listing = (await ada.ownListings()).find((l) => l.attributes.state === 'published');
    if (!listing) throw new Error('no published demo listing');
    const slug = listing.attributes.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    for (const path of [`/l/${listing.id}`, `/l/${slug}/${listing.id}`]) {
      const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/signup?from=${encodeURIComponent(path)}`);
    }
  });
});
