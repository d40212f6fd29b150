import sharetribeSdk from 'sharetribe-flex-sdk';
import { expect, it } from 'vitest';
import { describeEachDialectOverHttp } from './harness.ts';
import { officialSdk, signedUpSdk } from './support/official-sdk.ts';

// `listings/query` as the web template calls it: the official SDK encodes LatLng, LatLngBounds, UUID
// lists and dates itself, and decodes the Transit answer.
describeEachDialectOverHttp(
  'listings/query through the official sharetribe-flex-sdk',
  (_platform, baseUrl) => {
    const newSdk = () => officialSdk(baseUrl());
    const { LatLng, LatLngBounds, Money, UUID } = sharetribeSdk.types;

    it('searches by keywords, bounds, origin, price, ids and sort with the SDK’s own encodings', async () => {
      const { sdk: author } = await signedUpSdk(baseUrl());
      const create = async (title: string, amount: number, lat: number, lng: number) =>
        (
          await author.ownListings.create(
            {
              title,
              description: 'Lessons in the old town.',
              price: new Money(amount, 'USD'),
              geolocation: new LatLng(lat, lng),
              publicData: { listingType: 'service-with-calendar', unitType: 'hour' },
            },
            { expand: true },
          )
        ).data.data.id;
      const lisbon = await create('Fado singing lessons', 6000, 38.7223, -9.1393);
      const porto = await create('Guitar lessons by the river', 4000, 41.1579, -8.6291);
      const madrid = await create('Flamenco guitar evening', 5000, 40.4168, -3.7038);

      const visitor = newSdk();
      const byKeywords = await visitor.listings.query({
        keywords: 'guitar',
        include: ['author'],
        perPage: 10,
      });
      expect(byKeywords.data.data.map((l: { id: { uuid: string } }) => l.id.uuid).sort()).toEqual(
        [porto.uuid, madrid.uuid].sort(),
      );
      expect(byKeywords.data.data[0].id).toBeInstanceOf(UUID);
      expect(byKeywords.data.data[0].attributes.price).toBeInstanceOf(Money);
      expect(byKeywords.data.included[0].type).toBe('user');
      expect(byKeywords.data.meta).toEqual({
        totalItems: 2,
        totalPages: 1,
        page: 1,
        perPage: 10,
        paginationLimit: 1000,
      });

      // Portugal only.
      const inPortugal = await visitor.listings.query({
        bounds: new LatLngBounds(new LatLng(42.2, -6.2), new LatLng(36.9, -9.6)),
        sort: '-price',
      });
      expect(inPortugal.data.data.map((l: { id: { uuid: string } }) => l.id.uuid)).toEqual([
        porto.uuid,
        lisbon.uuid,
      ]);

      const nearMadrid = await visitor.listings.query({ origin: new LatLng(40.4, -3.7) });
      expect(nearMadrid.data.data.map((l: { id: { uuid: string } }) => l.id.uuid)).toEqual([
        madrid.uuid,
        porto.uuid, // 423 km
        lisbon.uuid, // 502 km
      ]);
      expect(nearMadrid.data.data[0].attributes.geolocation).toBeInstanceOf(LatLng);

      const cheap = await visitor.listings.query({
        ids: [lisbon, porto, madrid],
        price: '4000,5001',
        sort: 'price',
      });
      expect(cheap.data.data.map((l: { id: { uuid: string } }) => l.id.uuid)).toEqual([
        madrid.uuid,
        porto.uuid,
      ]);

      const free = await visitor.listings.query({
        start: new Date('2026-11-24T09:00:00Z'),
        end: new Date('2026-11-24T10:00:00Z'),
        availability: 'time-partial',
        minDuration: 30,
        keywords: 'guitar',
      });
      // Listings without a plan have one seat every day.
      expect(free.data.data).toHaveLength(2);
      expect(free.data.meta).toMatchObject({ paginationUnsupported: true, totalItems: null });
    });

    it('answers refusals in the error format the template reads', async () => {
      const sdk = newSdk();
      await expect(sdk.listings.query({ perPage: 101 })).rejects.toMatchObject({
        status: 400,
        data: {
          errors: [{ code: 'validation-invalid-value', source: { path: ['perPage'], type: 'query' } }],
        },
      });
      await expect(sdk.listings.query({ keywords: 'tea', origin: new LatLng(1, 2) })).rejects.toMatchObject({
        status: 400,
        data: { errors: [{ code: 'validation-invalid-params', source: { path: ['origin'] } }] },
      });
    });
  },
);
