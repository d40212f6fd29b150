import { DEFAULT_PROCESS_REGISTRY, resolveProcessAlias } from '@mercato/core/processes/process-registry';
import { expect, it } from 'vitest';
import { type Body, call, errorCodes } from './api-client.ts';
import { describeEachDialect, type TestPlatform } from './harness.ts';
import { insertPublished } from './support/listings.ts';
import { type BookingParties, bookingParties } from './support/transaction-scenarios.ts';
import { insertItemListing, slot } from './support/transactions.ts';

// Issue #25 defect 1: a transaction runs the process its listing is transacted with, never one the
// customer picks. Every alias is tried against every kind of listing, with every initial transition
// of its process, on `initiate` and `initiate_speculative`, as a trusted and an ordinary caller.

const ALIASES = DEFAULT_PROCESS_REGISTRY.aliases.map((a) => a.alias);

/**
 * A listing of each kind of the provider's (their bookable one and three stored ones), with the
 * alias it is transacted with (null: none).
 */
async function listingsOfEveryKind({ p, provider }: BookingParties) {
  const item = await insertItemListing(p, provider.id);
  const stored = (publicData: Record<string, unknown>) =>
    insertPublished(p, provider.id, p.clock.read(), {
      title: 'A listing',
      description: 'Stored as it is.',
      price: { amount: 1000, currency: 'USD' },
      publicData,
    });
  return [
    { kind: 'booking', id: provider.listingId, alias: 'default-booking/release-1' },
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
    const parties = await bookingParties(platform());
    const { p, customer, trusted } = parties;
    const tokens = [customer.token, trusted];
    const listings = await listingsOfEveryKind(parties);
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
    const parties = await bookingParties(platform());
    const { p, customer } = parties;
    const [, item] = await listingsOfEveryKind(parties);
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
