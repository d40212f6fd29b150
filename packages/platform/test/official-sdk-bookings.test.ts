import sharetribeSdk from 'sharetribe-flex-sdk';
import { expect, it } from 'vitest';
import { describeEachDialectOverHttp } from './harness.ts';
import { signedUpSdk, trustedSdkOf } from './support/official-sdk.ts';
import { bookableListingBody } from './support/transactions.ts';

const CLIENT_SECRET = 'official-sdk-client-secret-0123456789';
const DAY = 86_400_000;

// `bookings/query` through the official SDK: a provider reads the bookings of their listing over a
// range (the SDK's `bookings.query`), by state; nobody else reads them.
describeEachDialectOverHttp(
  'official sharetribe-flex-sdk: bookings of a listing',
  (platform, baseUrl) => {
    const loggedIn = () => signedUpSdk(baseUrl(), { clientSecret: CLIENT_SECRET });

    it("answers the provider's bookings over a range and by state, and refuses another provider's listing", async () => {
      const { Money } = sharetribeSdk.types;
      const provider = await loggedIn();
      const listing = await provider.sdk.ownListings.create(
        { ...bookableListingBody(2), price: new Money(4000, 'USD') },
        { expand: true },
      );
      const listingId = listing.data.data.id;
      const customer = await loggedIn();
      const { trusted } = await trustedSdkOf(baseUrl(), customer.sdk, { clientSecret: CLIENT_SECRET });
      const hourOn = (days: number) => {
        const start = new Date(platform().clock.read().getTime() + days * DAY);
        start.setUTCHours(9, 0, 0, 0);
        return start;
      };
      const book = (days: number) =>
        trusted.transactions.initiate({
          processAlias: 'default-booking/release-1',
          transition: 'transition/request-payment',
          params: {
            listingId,
            bookingStart: hourOn(days),
            bookingEnd: new Date(hourOn(days).getTime() + 3_600_000),
            seats: 1,
            paymentMethod: 'pm_card_visa',
          },
        });
      const first = await book(2);
      await book(5);
      await customer.sdk.transactions.transition({
        id: first.data.data.id,
        transition: 'transition/confirm-payment',
        params: {},
      });
      await provider.sdk.transactions.transition({
        id: first.data.data.id,
        transition: 'transition/accept',
        params: {},
      });

      // The Web Template denormalises its checkout's quote and its order page recursively: included
      // bookings and messages carry no link back to their transaction (a cycle ran it out of stack).
      await customer.sdk.messages.send({ transactionId: first.data.data.id, content: 'See you at nine.' });
      const quote = await trusted.transactions.initiateSpeculative(
        {
          processAlias: 'default-booking/release-1',
          transition: 'transition/request-payment',
          params: {
            listingId,
            bookingStart: hourOn(7),
            bookingEnd: new Date(hourOn(7).getTime() + 3_600_000),
            cardToken: 'x',
          },
        },
        { include: ['booking', 'provider'], expand: true },
      );
      const shown = await customer.sdk.transactions.show({
        id: first.data.data.id,
        include: ['booking', 'provider', 'messages'],
      });
      type Included = { type: string; relationships?: unknown };
      for (const [doc, types] of [
        [quote.data, ['booking', 'user']],
        [shown.data, ['booking', 'message', 'user']],
      ] as const) {
        const included = doc.included as Included[];
        expect(new Set(included.map((r) => r.type))).toEqual(new Set(types));
        for (const r of included.filter((i) => i.type !== 'user')) expect(r.relationships).toBeUndefined();
      }

      const range = { listingId, start: hourOn(1), end: hourOn(10) };
      const all = await provider.sdk.bookings.query(range);
      expect(all.data.data.map((b: { attributes: { start: Date; state: string } }) => b.attributes)).toEqual([
        expect.objectContaining({ start: hourOn(2), seats: 1, state: 'accepted' }),
        expect.objectContaining({ start: hourOn(5), seats: 1, state: 'pending' }),
      ]);
      expect(all.data.meta).toMatchObject({ totalItems: 2, page: 1 });
      const accepted = await provider.sdk.bookings.query({ ...range, state: 'accepted' });
      expect(accepted.data.data).toHaveLength(1);
      const early = await provider.sdk.bookings.query({ ...range, end: hourOn(3) });
      expect(early.data.data).toHaveLength(1);

      for (const caller of [customer, await loggedIn()]) {
        await expect(caller.sdk.bookings.query(range)).rejects.toMatchObject({ status: 404 });
      }
      await expect(provider.sdk.bookings.query({ listingId, start: hourOn(1) })).rejects.toMatchObject({
        status: 400,
      });
    });
  },
  { CLIENT_SECRET },
);
