import sharetribeSdk from 'sharetribe-flex-sdk';
import { expect, it } from 'vitest';
import { describeEachDialectOverHttp } from './harness.ts';
import { officialSdk, signedUpSdk, trustedSdkOf as trustedSdk } from './support/official-sdk.ts';
import { bookableListingBody, insertItemListing } from './support/transactions.ts';

const CLIENT_SECRET = 'official-sdk-client-secret-0123456789';

// The official sharetribe-flex-sdk booking through Transit: exchangeToken() for the trusted call,
// then initiate, transition and show with the SDK's own types (UUID, Date, Money).
describeEachDialectOverHttp(
  'official sharetribe-flex-sdk: transactions',
  (platform, baseUrl) => {
    const newSdk = (tokenStore = sharetribeSdk.tokenStore.memoryStore()) =>
      officialSdk(baseUrl(), { clientSecret: CLIENT_SECRET, tokenStore });
    const loggedIn = () => signedUpSdk(baseUrl(), { clientSecret: CLIENT_SECRET });

    const trustedSdkOf = (user: { sdk: ReturnType<typeof newSdk> }) =>
      trustedSdk(baseUrl(), user.sdk, { clientSecret: CLIENT_SECRET });

    it('exchanges a token, requests a booking, confirms, accepts and shows it', async () => {
      const { UUID, Money } = sharetribeSdk.types;
      const provider = await loggedIn();
      const body = bookableListingBody();
      const listing = await provider.sdk.ownListings.create(
        { ...body, price: new Money(4000, 'USD') },
        { expand: true },
      );
      const customer = await loggedIn();
      const { trusted, exchanged } = await trustedSdkOf(customer);
      expect(exchanged.data.scope).toBe('trusted:user');

      const start = new Date(platform().clock.read().getTime() + 2 * 86_400_000);
      start.setUTCHours(9, 0, 0, 0);
      const request = {
        processAlias: 'default-booking/release-1',
        transition: 'transition/request-payment',
        params: {
          listingId: listing.data.data.id,
          bookingStart: start,
          bookingEnd: new Date(start.getTime() + 3_600_000),
          seats: 1,
          paymentMethod: 'pm_card_visa',
          cardToken: 'ignored-by-the-platform',
        },
      };
      const speculative = await trusted.transactions.initiateSpeculative(request, { include: ['booking'] });
      expect(speculative.data.data.attributes.payinTotal).toEqual(new Money(4000, 'USD'));
      const created = await trusted.transactions.initiate(request, { include: ['booking', 'listing'] });
      const tx = created.data.data;
      expect(tx.id).toBeInstanceOf(UUID);
      expect(tx.attributes.state).toBe('state/pending-payment');
      expect(tx.attributes.lastTransitionedAt).toBeInstanceOf(Date);
      const booking = created.data.included.find((r: { type: string }) => r.type === 'booking');
      expect(booking.attributes.start).toEqual(start);

      await customer.sdk.transactions.transition({
        id: tx.id,
        transition: 'transition/confirm-payment',
        params: {},
      });
      const accepted = await provider.sdk.transactions.transition(
        { id: tx.id, transition: 'transition/accept', params: {} },
        { include: ['booking', 'provider'] },
      );
      expect(accepted.data.data.attributes.state).toBe('state/accepted');

      const shown = await customer.sdk.transactions.show({
        id: tx.id,
        include: ['customer', 'provider', 'listing', 'listing.images', 'booking', 'reviews'],
      });
      expect(shown.data.data.attributes.transitions.map((t: { by: string }) => t.by)).toEqual([
        'customer',
        'customer',
        'provider',
      ]);
      expect(shown.data.data.attributes.lineItems[0].unitPrice).toEqual(new Money(4000, 'USD'));
      const transitions = await provider.sdk.processTransitions.query({ transactionId: tx.id });
      expect(transitions.data.data).toEqual([]);
      const message = await customer.sdk.messages.send({ transactionId: tx.id, content: 'Thanks!' });
      expect(message.status).toBe(200);

      await expect(
        customer.sdk.transactions.initiate({
          ...request,
          params: { ...request.params, listingId: new UUID(listing.data.data.id.uuid) },
        }),
      ).rejects.toMatchObject({ status: 403 });
    });

    it('buys an item with shipping: the address is checked, then delivered and disputed with a reason', async () => {
      const { UUID, Money } = sharetribeSdk.types;
      const seller = await loggedIn();
      const listingId = await insertItemListing(platform(), seller.id.uuid, { pickupEnabled: false });
      await seller.sdk.stock.compareAndSet({ listingId: new UUID(listingId), oldTotal: null, newTotal: 2 });
      const customer = await loggedIn();
      const { trusted } = await trustedSdkOf(customer);
      const shippingDetails = {
        name: 'Ben Customer',
        address: { line1: '220 Kent Ave', city: 'Brooklyn', state: 'NY', postalCode: '11249', country: 'US' },
      };
      const order = (postalCode: string) => ({
        processAlias: 'default-purchase/release-1',
        transition: 'transition/request-payment',
        params: {
          listingId: new UUID(listingId),
          stockReservationQuantity: 1,
          deliveryMethod: 'shipping',
          protectedData: {
            deliveryMethod: 'shipping',
            shippingDetails: { ...shippingDetails, address: { ...shippingDetails.address, postalCode } },
          },
          paymentMethod: 'pm_card_visa',
        },
      });
      await expect(trusted.transactions.initiate(order('112'))).rejects.toMatchObject({ status: 400 });
      const created = await trusted.transactions.initiate(order('11249'), {
        include: ['listing', 'listing.currentStock'],
      });
      const tx = created.data.data;
      expect(tx.attributes.payinTotal).toEqual(new Money(3400, 'USD'));
      expect(tx.attributes.protectedData.shippingDetails.address.postalCode).toBe('11249');
      await customer.sdk.transactions.transition({
        id: tx.id,
        transition: 'transition/confirm-payment',
        params: {},
      });
      const delivered = await seller.sdk.transactions.transition({
        id: tx.id,
        transition: 'transition/mark-delivered',
        params: {},
      });
      expect(delivered.data.data.attributes.state).toBe('state/delivered');
      await expect(
        customer.sdk.transactions.transition({ id: tx.id, transition: 'transition/dispute', params: {} }),
      ).rejects.toMatchObject({ status: 400 });
      const disputed = await customer.sdk.transactions.transition({
        id: tx.id,
        transition: 'transition/dispute',
        params: { protectedData: { disputeReason: 'Cracked handle.' } },
      });
      expect(disputed.data.data.attributes.state).toBe('state/disputed');
    });

    it('buys a product variant with a billing address: its price, its units, the card holder kept', async () => {
      const { UUID, Money } = sharetribeSdk.types;
      const seller = await loggedIn();
      const listingId = await insertItemListing(platform(), seller.id.uuid, {
        priceVariationsEnabled: true,
        priceVariants: [
          { name: 'Natural', priceInSubunits: 3200 },
          { name: 'Charcoal', priceInSubunits: 3600 },
        ],
      });
      for (const [variantName, newTotal] of [
        ['Natural', 5],
        ['Charcoal', 1],
      ] as const) {
        await seller.sdk.stock.compareAndSet({
          listingId: new UUID(listingId),
          variantName,
          oldTotal: null,
          newTotal,
        });
      }
      const customer = await loggedIn();
      const { trusted } = await trustedSdkOf(customer);
      const billingAddress = {
        name: 'Ben Customer',
        addressLine1: '1 Market St',
        city: 'San Francisco',
        postalCode: '94105',
        country: 'US',
      };
      const order = {
        processAlias: 'default-purchase/release-1',
        transition: 'transition/request-payment',
        params: {
          listingId: new UUID(listingId),
          stockReservationQuantity: 1,
          deliveryMethod: 'pickup',
          priceVariantName: 'Charcoal',
          protectedData: { deliveryMethod: 'pickup', priceVariantName: 'Charcoal' },
          paymentMethod: 'pm_card_visa',
          billingAddress,
        },
      };
      const created = await trusted.transactions.initiate(order, { include: ['listing.currentStock'] });
      expect(created.data.data.attributes.payinTotal).toEqual(new Money(3600, 'USD'));
      const stock = created.data.included.find((r: { type: string }) => r.type === 'stock');
      expect(stock.attributes).toEqual({ quantity: 5, variants: { Charcoal: 0, Natural: 5 } });
      const intents = await platform()
        .ctx.db.selectFrom('payment_intents')
        .select('billing_details')
        .where('transaction_id', '=', created.data.data.id.uuid)
        .execute();
      expect(intents.map((row) => JSON.parse(row.billing_details ?? 'null'))).toEqual([billingAddress]);
      await expect(trusted.transactions.initiate(order)).rejects.toMatchObject({
        status: 409,
        data: { errors: [expect.objectContaining({ code: 'transaction-listing-insufficient-stock' })] },
      });
    });
  },
  { CLIENT_SECRET },
);
