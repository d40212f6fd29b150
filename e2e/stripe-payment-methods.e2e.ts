import { type StripeDouble, startStripeDouble } from '@mercato/test-support/stripe-double/stripe-double';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useMercato } from './support/fixture.ts';
import { submitSignup } from './support/marketplace.ts';
import { installStripeJsStandIn } from './support/stripe-js-stand-in.ts';

// Saved cards with PAYMENTS=stripe: the payment methods page takes the card in Stripe's own field
// (Stripe.js, here the stand-in backed by the Stripe double), which confirms a SetupIntent in the
// browser; only the payment method Stripe made reaches Mercato.
const double: StripeDouble = await startStripeDouble();
afterAll(() => double.close());

describe('payment methods with Stripe', () => {
  const { server, browser } = useMercato({
    env: {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: double.secretKey,
      STRIPE_PUBLISHABLE_KEY: double.publishableKey,
      STRIPE_API_BASE: double.url,
      STRIPE_WEBHOOK_SECRET: double.webhookSecret,
    },
  });
  beforeAll(() => installStripeJsStandIn(browser.context, double));

  const shows = (page: Page, text: string | RegExp) =>
    expect.poll(() => page.getByText(text).count()).toBe(1);

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
});
