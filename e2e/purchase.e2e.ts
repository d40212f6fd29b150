import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { hydrated } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import {
  advanceClock,
  apiAs,
  buyForPickup,
  fillBillingAddress,
  logInAs,
  ownListingId,
  reloadUntil,
} from './support/marketplace.ts';

const ADA = 'ada@demo.mercato.test';
const BEN = 'ben@demo.mercato.test';
const CLEO = 'cleo@demo.mercato.test';
const MUG = 'Hand-thrown stoneware mug';
const APRON = 'Washed linen apron';

// Issue #10 through the browser on the seeded demo marketplace: an item bought with shipping,
// delivered, received and reviewed; a second order disputed and refunded when the dispute times
// out; a free inquiry answered from the provider's inbox.
describe('buying items and asking questions', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true', TEST_CLOCK: 'true' } });
  let mugId: string;

  beforeAll(async () => {
    mugId = await ownListingId(server.baseUrl, ADA, MUG);
  });

  const stateOf = (page: Page) => page.getByTestId('transaction-state').textContent();
  const orderIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2] ?? '';

  /** From the listing page to the checkout with a quantity and delivery. */
  async function checkoutOf(page: Page, quantity: string, delivery: 'Shipping' | 'Pickup') {
    await page.goto(`${server.baseUrl}/l/${mugId}`);
    await hydrated(page);
    await page.getByLabel('Quantity').selectOption(quantity);
    await page.getByRole('radio', { name: new RegExp(delivery) }).check();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/${mugId}/checkout`);
  }

  /** Opens the sale of the order from the provider's inbox. */
  async function openSale(page: Page, orderId: string) {
    await logInAs(server, browser, page, ADA);
    await page.goto(`${server.baseUrl}/inbox/sales`);
    await page.locator(`a[href="/sale/${orderId}"]`).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/sale/${orderId}`);
  }

  // The longest journey of the suite: two parties, every step of a shipped order and both reviews.
  it('ships an order: the address is checked, the provider delivers, the customer receives, both review', async () => {
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, BEN);
    await checkoutOf(page, '2', 'Shipping');
    // Two $28 mugs and shipping ($9 + $4) priced by the platform.
    await expect.poll(() => page.getByTestId('checkout-order').textContent()).toBe('2 items, shipped to you');
    await expect.poll(() => page.getByTestId('price-total').textContent()).toMatch(/^\$\d+\.\d\d$/);

    const shipping = page.getByRole('group', { name: 'Shipping address' });
    await shipping.getByLabel('Recipient name').fill('Ben Customer');
    await shipping.getByLabel('Street address').fill('220 Kent Ave');
    await shipping.getByLabel('City').fill('Brooklyn');
    await shipping.getByLabel('State').fill('NY');
    await shipping.getByLabel('Postal code').fill('1124');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    // Billed elsewhere: the billing address shows once the box is unticked, and is required then.
    const billing = page.getByRole('group', { name: 'Billing address' });
    expect(await billing.isVisible()).toBe(false);
    await page.getByLabel('The billing address is the same as the shipping address').uncheck();
    expect(await billing.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect.poll(() => page.getByText('postal code must be 5 or 9 digits').count()).toBe(1);
    expect(await billing.getByText('this field is required').count()).toBe(4);
    await expectAccessible(page, 'checkout with its address errors');
    expect(new URL(page.url()).pathname).toBe(`/l/${mugId}/checkout`);
    await shipping.getByLabel('Postal code').fill('11249');
    await fillBillingAddress(page, 'Ben Billing');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/[0-9a-f-]{36}$/);
    const orderId = orderIdOf(page);
    await expect.poll(() => stateOf(page)).toBe('Purchased');
    await expect.poll(() => page.getByTestId('delivery-details').textContent()).toContain('220 Kent Ave');
    // The card holder's billing address went with the payment.
    await page.goto(`${server.baseUrl}/_payments`);
    const payment = page.locator('tr').filter({ hasText: orderId }).filter({ hasText: 'Ben Billing' });
    expect(await payment.textContent()).toContain('Ben Billing, San Francisco 94105, US');

    await openSale(page, orderId);
    await expect.poll(() => stateOf(page)).toBe('Waiting for you to deliver');
    await expect
      .poll(() => page.getByTestId('delivery-details').textContent())
      .toContain('Brooklyn NY 11249');
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await expect.poll(() => stateOf(page)).toBe('Delivered');

    await logInAs(server, browser, page, BEN);
    await page.goto(`${server.baseUrl}/order/${orderId}`);
    await page.getByRole('button', { name: 'Mark received' }).click();
    // Received, then completed by the worker: the review form opens.
    await reloadUntil(page, () => page.getByTestId('review-form').count(), 20_000).toBe(1);
    // A review without a rating is refused with a message, and the text typed stays.
    await page.getByLabel('Your review').fill('Beautiful glaze, packed with care.');
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect.poll(() => page.getByText('Choose 1 to 5 stars.').count()).toBe(1);
    expect(await page.getByLabel('Your review').inputValue()).toBe('Beautiful glaze, packed with care.');
    await page.getByRole('radio', { name: '5 stars' }).check();
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect.poll(() => stateOf(page)).toBe('Reviewed');

    await openSale(page, orderId);
    await page.getByRole('radio', { name: '5 stars' }).check();
    await page.getByLabel('Your review').fill('A pleasure to sell to.');
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect.poll(() => stateOf(page)).toBe('Reviewed');
    await page.goto(`${server.baseUrl}/l/${mugId}`);
    await expect.poll(() => page.getByText('Beautiful glaze, packed with care.').count()).toBe(1);

    // Each step emailed the other party.
    await page.goto(`${server.baseUrl}/_mail?to=${encodeURIComponent(ADA)}`);
    await expect
      .poll(() => page.getByRole('link', { name: `New order for ${MUG}` }).count())
      .toBeGreaterThan(0);
    await page.goto(`${server.baseUrl}/_mail?to=${encodeURIComponent(BEN)}`);
    await expect
      .poll(() => page.getByRole('link', { name: `Your order of ${MUG} was delivered` }).count())
      .toBeGreaterThan(0);
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await page.close();
  }, 120_000);

  it('ships abroad: postal codes and phone numbers of the chosen country, with hints that follow it', async () => {
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, BEN);
    await checkoutOf(page, '1', 'Shipping');
    const shipping = page.getByRole('group', { name: 'Shipping address' });
    await expect.poll(() => shipping.getByText('5 or 9 digits').count()).toBe(1);
    await shipping.getByLabel('Country').selectOption('GB');
    await expect.poll(() => shipping.getByText('As the post writes it in United Kingdom').count()).toBe(1);
    await shipping.getByLabel('Recipient name').fill('Ben Customer');
    await shipping.getByLabel('Street address').fill('10 Downing Street');
    await shipping.getByLabel('City').fill('London');
    await shipping.getByLabel('State').fill('Greater London');
    await shipping.getByLabel('Postal code').fill('12345');
    // A Manhattan number written without +1 is not a British one: only the server knows the
    // numbering plans, and it says so.
    await shipping.getByLabel('Phone number (optional)').fill('(212) 555-0134');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect
      .poll(() => page.getByText('postal code does not look like one of the chosen country').count())
      .toBe(1);
    await shipping.getByLabel('Postal code').fill('SW1A 2AA');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect
      .poll(() => page.getByText('phone number is not a number of the chosen country').count())
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe(`/l/${mugId}/checkout`);
    await shipping.getByLabel('Phone number (optional)').fill('020 7946 0018');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('delivery-details').textContent()).toContain('SW1A 2AA');
    // The refused checkout answered 400, which Chromium logs as a failed load.
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await page.close();
  });

  it('buys a version of an item: sold-out versions cannot be chosen, and the order says which', async () => {
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, BEN);
    const apronId = await ownListingId(server.baseUrl, CLEO, APRON);
    await page.goto(`${server.baseUrl}/l/${apronId}`);
    await hydrated(page);
    expect(await page.getByRole('radio', { name: /Charcoal/ }).isDisabled()).toBe(true);
    expect(await page.locator('label').filter({ hasText: 'Charcoal' }).textContent()).toContain('Sold out');
    // The price and the quantities follow the version chosen: Natural first, then Rust.
    const natural = await page.locator('label').filter({ hasText: 'Natural' }).textContent();
    expect(natural).toContain('$32.00');
    expect(await page.getByTestId('order-price').textContent()).toBe('$32.00');
    await page.getByRole('radio', { name: /Rust/ }).check();
    await expect.poll(() => page.getByTestId('order-price').textContent()).toBe('$36.00');
    const rustLeft = Number(
      /(\d+) left/.exec((await page.locator('label').filter({ hasText: 'Rust' }).textContent()) ?? '')?.[1],
    );
    const quantities = await page.getByLabel('Quantity').locator('option').allTextContents();
    expect(quantities.at(-1)).toBe(String(rustLeft));
    await page.getByRole('radio', { name: /Pickup/ }).check();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/l/${apronId}/checkout`);
    await expect
      .poll(() => page.getByTestId('checkout-order').textContent())
      .toBe('Rust · 1 item, picked up');
    await expect.poll(() => page.getByTestId('price-total').textContent()).toBe('$36.00');
    await fillBillingAddress(page);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\//);
    await expect.poll(() => page.getByTestId('delivery-details').textContent()).toContain('Version: Rust');

    // A sold-out version asked for by its address gets the spec's text and no order form.
    await page.goto(
      `${server.baseUrl}/l/${apronId}/checkout?variant=Charcoal&quantity=1&deliveryMethod=pickup`,
    );
    expect(await page.getByText('There is no stock for the selected variant.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Confirm and pay' }).count()).toBe(0);

    // Cleo restocks charcoal from the listing's pricing and stock tab; the total follows.
    await logInAs(server, browser, page, CLEO);
    await page.goto(`${server.baseUrl}/listings`);
    const card = page
      .getByTestId('manage-listing-card')
      .filter({ has: page.getByRole('heading', { name: APRON }) });
    await card.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('link', { name: /Pricing and stock/ }).click();
    await hydrated(page);
    const versions = page.getByTestId('price-variant');
    await expect.poll(() => versions.count()).toBe(3);
    const charcoal = versions.filter({ has: page.locator('input[value="Charcoal"]') });
    expect(await charcoal.getByLabel('In stock').inputValue()).toBe('0');
    await charcoal.getByLabel('In stock').fill('-2');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => charcoal.getByText('stock must be 0 or more').count()).toBe(1);
    await charcoal.getByLabel('In stock').fill('2');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const stockOf = async () => {
      const shown = await apiAs(server.baseUrl, BEN, `listings/show?id=${apronId}&include=currentStock`);
      return shown.included?.[0]?.attributes;
    };
    await expect.poll(stockOf).toEqual({ quantity: 10, variants: { Charcoal: 2, Natural: 6, Rust: 2 } });
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await page.close();
  });

  it('disputes an order; unsettled for 60 days, it is cancelled and refunded', async () => {
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, BEN);
    await checkoutOf(page, '1', 'Pickup');
    await expect.poll(() => page.getByTestId('checkout-order').textContent()).toBe('1 item, picked up');
    await fillBillingAddress(page);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\//);
    const orderId = orderIdOf(page);

    await openSale(page, orderId);
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await expect.poll(() => stateOf(page)).toBe('Delivered');

    await logInAs(server, browser, page, BEN);
    await page.goto(`${server.baseUrl}/order/${orderId}`);
    await page.getByText('Something wrong with the order?').click();
    await page.getByRole('button', { name: 'Report a problem' }).click();
    await expect.poll(() => page.getByText('Tell the marketplace what went wrong.').count()).toBe(1);
    await page.getByLabel('What went wrong?').fill('The handle came off on the first day.');
    await page.getByRole('button', { name: 'Report a problem' }).click();
    await expect.poll(() => stateOf(page)).toBe('Disputed');
    expect(await page.getByRole('button', { name: 'Mark received' }).count()).toBe(0);

    await advanceClock(server.baseUrl, 61 * 86_400);
    await reloadUntil(page, () => stateOf(page), 20_000).toBe('Cancelled');
    // The refund is in the sandbox's ledger.
    await page.goto(`${server.baseUrl}/_payments`);
    const refund = page.locator('tr').filter({ hasText: orderId }).filter({ hasText: 'refund' });
    await expect.poll(() => refund.count()).toBe(1);
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await page.close();
  });

  it('asks a question on a conversation listing; the provider answers from the inbox', async () => {
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, BEN);
    const advice = await ownListingId(server.baseUrl, ADA, 'Helsinki on a budget');
    await page.goto(`${server.baseUrl}/l/${advice}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Contact' }).click();
    await page.getByLabel('Your message').fill('Is the sauna by the harbour worth it in winter?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\//);
    const id = orderIdOf(page);

    await logInAs(server, browser, page, ADA);
    await page.goto(`${server.baseUrl}/inbox/sales`);
    await page.locator(`a[href="/sale/${id}"]`).first().click();
    await expect
      .poll(() => page.getByTestId('activity-feed').textContent())
      .toContain('sauna by the harbour');
    // A blank message is refused with a message, not sent.
    await page.getByLabel('Message').fill('   ');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Write a message first.').count()).toBe(1);
    await page.getByLabel('Message').fill('Absolutely — go at sunset and bring a towel.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByTestId('activity-feed').textContent()).toContain('bring a towel');

    await logInAs(server, browser, page, BEN);
    await page.goto(`${server.baseUrl}/order/${id}`);
    await expect.poll(() => page.getByTestId('activity-feed').textContent()).toContain('bring a towel');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('asks about an item first, then buys it from the conversation: one transaction throughout', async () => {
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, BEN);
    await page.goto(`${server.baseUrl}/l/${mugId}`);
    await hydrated(page);
    await page.getByRole('link', { name: /^Ask .* a question$/ }).click();
    await page.getByLabel('Your message').fill('Is the glaze food safe?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\//);
    const id = orderIdOf(page);
    await expect.poll(() => stateOf(page)).toBe('Inquiry');

    await page.getByRole('link', { name: 'Buy now' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('inquiry')).toBe(id);
    await buyForPickup(page, mugId);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/order/${id}`);
    await expect.poll(() => stateOf(page)).toBe('Purchased');
    await expect.poll(() => page.getByTestId('activity-feed').textContent()).toContain('food safe');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('continues only an inquiry about this listing in its process: any other starts a new order', async () => {
    const { page, problems } = await browser.newPage();
    await logInAs(server, browser, page, BEN);
    /** Asks a question on a listing page; the inquiry's id. */
    const ask = async (listingId: string, linkName: RegExp | string, text: string) => {
      await page.goto(`${server.baseUrl}/l/${listingId}`);
      await hydrated(page);
      await page.getByRole(typeof linkName === 'string' ? 'button' : 'link', { name: linkName }).click();
      await page.getByLabel('Your message').fill(text);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\//);
      return orderIdOf(page);
    };
    const apronQuestion = await ask(
      await ownListingId(server.baseUrl, CLEO, APRON),
      /^Ask .* a question$/,
      'Does the apron shrink?',
    );
    const adviceQuestion = await ask(
      await ownListingId(server.baseUrl, ADA, 'Helsinki on a budget'),
      'Contact',
      'Where is the cheapest sauna?',
    );

    // The mug's checkout, handed the inquiry of another listing (the apron, same process) or of
    // another process (the conversation listing): the order is a new one, for the mug.
    for (const foreign of [apronQuestion, adviceQuestion]) {
      await page.goto(
        `${server.baseUrl}/l/${mugId}/checkout?quantity=1&deliveryMethod=pickup&inquiry=${foreign}`,
      );
      await hydrated(page);
      await fillBillingAddress(page);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Confirm and pay' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/[0-9a-f-]{36}$/);
      expect(orderIdOf(page)).not.toBe(foreign);
      await expect.poll(() => stateOf(page)).toBe('Purchased');
      expect(await page.getByRole('link', { name: MUG }).count()).toBeGreaterThan(0);
      // The inquiry handed in is untouched.
      await page.goto(`${server.baseUrl}/order/${foreign}`);
      await expect.poll(() => stateOf(page)).toBe('Inquiry');
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
