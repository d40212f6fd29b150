import { randomUUID } from 'node:crypto';
import { DEFAULT_PROCESS_REGISTRY, resolveProcessAlias } from '@mercato/core/processes/process-registry';
import { expect, it } from 'vitest';
import { insertListing } from '../src/features/listings/listings.repository.ts';
import { type Body, call, errorCodes, newUser } from './api-client.ts';
import { describeEachDialect, type TestPlatform } from './harness.ts';
import { bookableListingBody, insertItemListing, slot, trustedTokenOf } from './support/transactions.ts';

// Issue #25 defect 1: a transaction runs the process its listing is transacted with, never one the
// customer picks. Every alias is tried against every kind of listing, with every initial transition
// of its process, on `initiate` and `initiate_speculative`, as a trusted and an ordinary caller.

const ALIASES = DEFAULT_PROCESS_REGISTRY.aliases.map((a) => a.alias);

/** A listing of each kind, with the alias it is transacted with (null: none). */
async function listingsOfEveryKind(p: TestPlatform, providerId: string, providerToken: string) {
  const booking = await call(p, 'POST', 'own_listings/create', providerToken, bookableListingBody());
  expect(booking.status).toBe(200);
  const item = await insertItemListing(p, providerId);
  const stored = async (publicData: Record<string, unknown>) => {
    const id = randomUUID();
    await insertListing(p.ctx.db, {
      id,
      authorId: providerId,
      now: p.clock.read(),
      state: 'published',
      deleted: false,
      title: 'A listing',
      description: 'Stored as it is.',
      geolocation: null,
      price: { amount: 1000, currency: 'USD' },
      availabilityPlan: null,
      publicData,
      privateData: {},
    });
    return id;
  };
  return [
    { kind: 'booking', id: booking.body.data.id as string, alias: 'default-booking/release-1' },
    { kind: 'item (no stock)', id: item, alias: 'default-purchase/release-1' },
    {
      kind: 'inquiry',
      id: await stored({ unitType: 'inquiry', transactionProcessAlias: 'default-inquiry/release-1' }),
      alias: 'default-inquiry/release-1',
    },
    { kind: 'without a process', id: await stored({}), alias: null },
  ];
}

async function countRows(p: TestPlatform, table: 'transactions' | 'bookings'): Promise<number> {
  const row = await p.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDialect('transactions: only the listing’s process', (platform) => {
  it('refuses every other alias on initiate and initiate_speculative, and changes nothing', async () => {
    const p = platform();
    const provider = await newUser(p);
    const customer = await newUser(p);
    const tokens = [customer.token, await trustedTokenOf(p, customer.token)];
    const listings = await listingsOfEveryKind(p, provider.id, provider.token);
    const before = [await countRows(p, 'transactions'), await countRows(p, 'bookings')];
    let tried = 0;
    for (const listing of listings) {
      for (const alias of ALIASES.filter((a) => a !== listing.alias)) {
        const process = resolveProcessAlias(DEFAULT_PROCESS_REGISTRY, alias);
        const initial = process?.transitions.filter((t) => t.from === null) ?? [];
        expect(initial.length, alias).toBeGreaterThan(0);
        for (const transition of initial) {
          for (const verb of ['initiate', 'initiate_speculative']) {
            for (const token of tokens) {
              const res = await call(p, 'POST', `transactions/${verb}`, token, {
                processAlias: alias,
                transition: transition.name,
                params: {
                  listingId: listing.id,
                  ...slot(p, 3),
                  seats: 5,
                  stockReservationQuantity: 100,
                  deliveryMethod: 'pickup',
                  paymentMethod: 'pm_card_visa',
                },
              });
              const where = `${alias} ${transition.name} ${verb} on a ${listing.kind} listing`;
              expect(res.status, where).toBe(400);
              expect(errorCodes(res.body), where).toEqual(['transaction-listing-process-mismatch']);
              expect((res.body.errors as Body[])[0]?.source, where).toEqual({
                path: ['processAlias'],
                type: 'body',
              });
              tried += 1;
            }
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(40);
    expect([await countRows(p, 'transactions'), await countRows(p, 'bookings')]).toEqual(before);
  });

  it('says which process the listing uses, and runs that one', async () => {
    const p = platform();
    const provider = await newUser(p);
    const customer = await newUser(p);
    const [, item] = await listingsOfEveryKind(p, provider.id, provider.token);
    // The probe's case: a download's inquiry on a mug with no stock.
    const foreign = await call(p, 'POST', 'transactions/initiate', customer.token, {
      processAlias: 'default-download/release-1',
      transition: 'transition/inquire',
      params: { listingId: item?.id },
    });
    expect(foreign.status).toBe(400);
    expect((foreign.body.errors as Body[])[0]?.title).toBe(
      'processAlias: this listing is transacted with default-purchase/release-1',
    );
    const own = await call(p, 'POST', 'transactions/initiate', customer.token, {
      processAlias: 'default-purchase/release-1',
      transition: 'transition/inquire',
      params: { listingId: item?.id },
    });
    expect(own.status).toBe(200);
    expect(own.body.data.attributes.processName).toBe('default-purchase');
  });
});
