import { type StripeDouble, startStripeDouble } from '@mercato/test-support/stripe-double/stripe-double';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from './support/api.ts';
import { hydrated } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import {
  chooseFreeHour,
  fillBillingAddress,
  logInAs,
  ownListingId,
  submitSignup,
} from './support/marketplace.ts';
import { installStripeJsStandIn } from './support/stripe-js-stand-in.ts';

// Saved cards with PAYMENTS=stripe: the payment methods page takes the card in Stripe's own field
// (Stripe.js, here the stand-in backed by the Stripe double), which confirms a SetupIntent in the
// browser; only the payment method Stripe made reaches Mercato.
const double: StripeDouble = await startStripeDouble();
/** The demo listing the Stripe journeys book (Ada's). */
const WORKSHOP = 'Sourdough baking workshop';
afterAll(() => double.close());

describe('payments with Stripe', () => {
  const { server, browser } = useMercato({
    env: {
      SEED_DEMO_DATA: 'true',
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: double.secretKey,
      STRIPE_PUBLISHABLE_KEY: double.publishableKey,
      STRIPE_API_BASE: double.url,
      STRIPE_WEBHOOK_SECRET: double.webhookSecret,
    },
  });
  beforeAll(async () => {
    await installStripeJsStandIn(browser.context, double);
    double.setWebhookUrl(`${server.baseUrl}/webhooks/stripe`);
  });

  const shows = (page: Page, text: string | RegExp) =>
    expect.poll(() => page.getByText(text).count()).toBe(1);

  /** The page as a phone shows it (390 px wide) fits the screen: nothing to scroll sideways. */
  async function fitsPhone(page: Page) {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  it("saves and replaces a card through Stripe's card field, and allows Stripe in the page's CSP", async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/signup`);
    await submitSignup(page, {
      name: ['Stella', 'Stripe'],
      email: `stripe-cards-${Date.now()}@example.com`,
      password: 'a passphrase for stripe',
    });
    await expect.poll(() => page.getByLabel(/^Account menu for Stella /).count()).toBe(1);

    const response = await page.goto(`${server.baseUrl}/account/payment-methods`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain('script-src');
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    await shows(page, 'You have no saved card.');

    // The stand-in's field checks the number as Stripe's does; a card Stripe does not know is refused.
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: 'Save card' }).click();
    await shows(page, 'Your card number is invalid.');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Save card' }).click();
    await shows(page, 'Your card is saved.');
    await shows(page, 'Visa ending in 4242');
    await fitsPhone(page);
    const customers = double.objectsOf('customer');
    const saved = double
      .objectsOf('payment_method')
      .filter((m) => m.customer && customers.some((c) => c.id === m.customer));
    expect(saved).toHaveLength(1);
    expect(double.objectsOf('setup_intent').some((intent) => intent.status === 'succeeded')).toBe(true);

    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Replace card' }).click();
    await shows(page, 'Your card is replaced.');
    await shows(page, 'Mastercard ending in 4444');
    // The replaced card is detached at Stripe: it can no longer be charged.
    const visa = double
      .objectsOf('payment_method')
      .find((m) => (m.card as { last4: string }).last4 === '4242' && m.id === saved[0]?.id);
    expect(visa?.customer).toBeNull();

    await page.getByRole('button', { name: 'Remove card' }).click();
    await shows(page, 'Your card is removed.');
    expect(problems).toEqual([]);
  });

  it("saves a card that asks for 3-D Secure only once the bank's check passes", async () => {
    const { page, problems } = await browser.newPage();
    await browser.context.clearCookies();
    await page.goto(`${server.baseUrl}/signup`);
    await submitSignup(page, {
      name: ['Sandra', 'Secure'],
      email: `stripe-3ds-${Date.now()}@example.com`,
      password: 'a passphrase for the bank',
    });
    await expect.poll(() => page.getByLabel(/^Account menu for Sandra /).count()).toBe(1);
    await page.goto(`${server.baseUrl}/account/payment-methods`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: '3D Secure test payment' });

    await page.getByLabel('Card number').fill('4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Save card' }).click();
    await dialog.getByRole('button', { name: 'Fail authentication' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'authentication failed' }).count())
      .toBe(1);
    await shows(page, 'You have no saved card.');

    await page.getByLabel('Card number').fill('4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Save card' }).click();
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await shows(page, 'Your card is saved.');
    await shows(page, 'Visa ending in 3155');
    expect(problems).toEqual([]);
  });

  it("books with a new card typed in Stripe's field: Stripe.js makes the payment method, the provider's account is paid", async () => {
    const ada = await accessTokenOf(server.baseUrl, 'ada@demo.mercato.test');
    const listing = { id: await ownListingId(server.baseUrl, 'ada@demo.mercato.test', WORKSHOP) };

    // Without payout details, Ada's own listing page tells her that nobody can book it yet.
    const { page: adaPage } = await browser.newPage();
    await logInAs(server, browser, adaPage, 'ada@demo.mercato.test');
    await adaPage.goto(`${server.baseUrl}/l/${listing.id}`);
    await expect.poll(() => adaPage.getByTestId('payout-details-missing').count()).toBe(1);
    expect(await adaPage.getByRole('link', { name: 'Add payout details' }).getAttribute('href')).toBe(
      '/account/payments',
    );

    // Ada connects her payout account and finishes Stripe's onboarding (reported by webhook).
    const created = await fetch(`${server.baseUrl}/v1/api/stripe_account/create?expand=true`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ada}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        country: 'US',
        accountToken: 'ct_test_ada',
        requestedCapabilities: ['card_payments', 'transfers'],
      }),
    });
    expect(created.status).toBe(200);
    const accountId = ((await created.json()) as { data: { attributes: { stripeAccountId: string } } }).data
      .attributes.stripeAccountId;
    double.completeOnboarding(accountId);
    await double.flushWebhooks();
    await adaPage.reload();
    await expect.poll(() => adaPage.getByTestId('own-listing').count()).toBe(1);
    expect(await adaPage.getByTestId('payout-details-missing').count()).toBe(0);
    await adaPage.close();

    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, 'ben@demo.mercato.test');
    await chooseFreeHour(server.baseUrl, page, listing.id, 1);
    await expect.poll(() => page.getByTestId('price-total').textContent()).toBe('$65.00');
    await fillBillingAddress(page);
    // Stripe checks the card in its own field before anything is sent.
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await shows(page, 'Your card number is invalid.');
    expect(new URL(page.url()).pathname).toBe(`/l/${listing.id}/checkout`);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('transaction-state').textContent()).toBe('Requested');
    const intent = double.objectsOf('payment_intent').at(-1);
    expect(intent).toMatchObject({
      status: 'requires_capture',
      amount: 6500,
      transfer_data: { destination: accountId },
    });
    expect(String(intent?.payment_method)).toMatch(/^pm_/);
    expect(problems).toEqual([]);
  });

  it("runs a card's 3-D Secure check with Stripe.js on the order page, then confirms the payment", async () => {
    const listing = { id: await ownListingId(server.baseUrl, 'ada@demo.mercato.test', WORKSHOP) };
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, 'ben@demo.mercato.test');
    await chooseFreeHour(server.baseUrl, page, listing.id, 2);
    await fillBillingAddress(page);
    await page.getByLabel('Card number').fill('4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    // The order exists and waits for the bank: Stripe.js shows its check on the order page.
    await expect.poll(() => new URL(page.url()).searchParams.has('authenticate')).toBe(true);
    const dialog = page.getByRole('dialog', { name: '3D Secure test payment' });
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByTestId('transaction-state').textContent()).toBe('Requested');
    const intent = double.objectsOf('payment_intent').at(-1);
    expect(intent?.status).toBe('requires_capture');
    // The first confirmation was refused until the bank's check (402, which Chromium logs).
    expect(problems.filter((p) => !/status of 402/.test(p))).toEqual([]);
  });

  it('books with a card saved in Stripe, and the provider accepting captures the payment', async () => {
    const listing = { id: await ownListingId(server.baseUrl, 'ada@demo.mercato.test', WORKSHOP) };
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, 'cleo@demo.mercato.test');
    await page.goto(`${server.baseUrl}/account/payment-methods`);
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Save card' }).click();
    await shows(page, 'Your card is saved.');
    const card = double
      .objectsOf('payment_method')
      .find((m) => m.customer && (m.card as { last4: string }).last4 === '4444');
    expect(card).toBeDefined();

    // The checkout offers the saved card first; Stripe's card field stays hidden while it is chosen.
    await chooseFreeHour(server.baseUrl, page, listing.id, 3);
    await hydrated(page);
    const payWith = page.getByRole('group', { name: 'Pay with' });
    await expect.poll(() => payWith.getByLabel(/Mastercard ending in 4444/).isChecked()).toBe(true);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await fitsPhone(page);
    await fillBillingAddress(page, 'Cleo Both');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('transaction-state').textContent()).toBe('Requested');
    const orderId = new URL(page.url()).pathname.split('/')[2] as string;
    const intent = double
      .objectsOf('payment_intent')
      .find((i) => (i.metadata as Record<string, string>).transactionId === orderId);
    expect(intent).toMatchObject({
      status: 'requires_capture',
      customer: card?.customer,
      payment_method: card?.id,
    });
    expect(problems).toEqual([]);

    // Ada accepts from her sale page: Stripe captures, her share goes to her connected account.
    const { page: adaPage, problems: adaProblems } = await browser.newPage();
    await logInAs(server, browser, adaPage, 'ada@demo.mercato.test');
    await adaPage.goto(`${server.baseUrl}/sale/${orderId}`);
    await adaPage.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => adaPage.getByTestId('transaction-state').textContent()).toBe('Accepted');
    const captured = double.object(String(intent?.id));
    if (!captured) throw new Error('the payment intent is gone');
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: captured.amount });
    const charge = double.object(String(captured.latest_charge));
    const transfer = double.object(String(charge?.transfer));
    expect(transfer).toMatchObject({
      destination: (captured.transfer_data as { destination: string }).destination,
      amount: Number(captured.amount) - Number(captured.application_fee_amount),
    });
    expect(adaProblems).toEqual([]);
  });

  it('asks for payout details before publishing, and Stripe returns the author to the wizard to publish', async () => {
    // Ben's draft has every tab done: a copy of Ada's yoga class with a photo of his own.
    const ben = await accessTokenOf(server.baseUrl, 'ben@demo.mercato.test');
    const ada = await accessTokenOf(server.baseUrl, 'ada@demo.mercato.test');
    const api = async (token: string, path: string, init: RequestInit = {}) => {
      const res = await fetch(`${server.baseUrl}/v1/api/${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...init.headers },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: unknown }).data;
    };
    const adas = (await api(ada, 'own_listings/query?perPage=100')) as {
      attributes: Record<string, unknown>;
    }[];
    const yoga = adas.find((l) => l.attributes.title === 'Sunrise yoga by the sea');
    if (!yoga) throw new Error('the demo yoga class is missing');
    const photo = new FormData();
    const pixels = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0e7490' } })
      .jpeg()
      .toBuffer();
    photo.append('image', new Blob([new Uint8Array(pixels)], { type: 'image/jpeg' }), 'harbour.jpg');
    const image = (await api(ben, 'images/upload', { method: 'POST', body: photo })) as { id: string };
    const { description, price, geolocation, availabilityPlan, publicData } = yoga.attributes;
    const draft = (await api(ben, 'own_listings/create_draft', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Harbour yoga with Ben',
        description,
        price,
        geolocation,
        availabilityPlan,
        publicData,
        images: [image.id],
      }),
    })) as { id: string };
    const photosTab = `/l/harbour-yoga-with-ben/${draft.id}/draft/photos`;

    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, 'ben@demo.mercato.test');
    await page.goto(`${server.baseUrl}${photosTab}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Publish listing' }).click();
    const required = page.getByTestId('payout-details-required');
    await expect.poll(() => required.count()).toBe(1);
    await fitsPhone(page);
    await required.getByRole('link', { name: 'Add payout details' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/payments');
    await shows(page, /sends you back to your listing to publish it/);
    await page.getByLabel('Individual').check();
    await page.getByLabel('Country').selectOption('DE');
    await page.getByRole('button', { name: 'Continue to Stripe' }).click();
    // Stripe's hosted onboarding (the double's page) returns to `<tab>/success`, which shows the tab.
    await expect
      .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`, { timeout: 15_000 })
      .toBe(`${photosTab}?payouts=success`);
    const link = double.calls.filter((c) => c.endpoint === 'account_links.create').at(-1);
    expect(link?.body).toMatchObject({ return_url: `${server.baseUrl}${photosTab}/success` });
    await shows(page, 'You are back from Stripe. Publish your listing when you are ready.');
    expect(double.objectsOf('account').at(-1)).toMatchObject({ country: 'DE', payouts_enabled: true });

    await hydrated(page);
    await page.getByRole('button', { name: 'Publish listing' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/harbour-yoga-with-ben/${draft.id}`);
    const published = (await api(ben, `own_listings/show?id=${draft.id}`)) as {
      attributes: { state: string };
    };
    expect(published.attributes.state).toBe('published');
    // Publishing was refused once (409, which Chromium logs) before the payout details.
    expect(problems.filter((p) => !/status of 409/.test(p))).toEqual([]);
  });

  it('gives payout details: Stripe.js tokenises the account, Stripe hosts the onboarding, the page says it is done', async () => {
    const { page, problems } = await browser.newPage();
    await browser.context.clearCookies();
    await page.goto(`${server.baseUrl}/signup`);
    await submitSignup(page, {
      name: ['Petra', 'Provider'],
      email: `payouts-${Date.now()}@example.com`,
      password: 'a passphrase for payouts',
    });
    await expect.poll(() => page.getByLabel(/^Account menu for Petra /).count()).toBe(1);
    await page.goto(`${server.baseUrl}/account/contact-details`);
    await page.getByRole('link', { name: 'Payout details' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Payout details' }).count()).toBe(1);
    await fitsPhone(page);
    await page.getByLabel('Company').check();
    await page.getByLabel('Country').selectOption('FI');
    await page.getByRole('button', { name: 'Continue to Stripe' }).click();
    // Stripe's hosted onboarding (the double's page) finishes and returns to the success address.
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe('/account/payments/success');
    await shows(page, 'You are back from Stripe.');
    await shows(page, 'Your payout details are up to date.');
    const account = double.objectsOf('account').at(-1);
    expect(account).toMatchObject({ country: 'FI', type: 'custom', payouts_enabled: true });
    expect(problems).toEqual([]);
  });
});
