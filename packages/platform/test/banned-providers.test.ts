import { expect, it } from 'vitest';
import { updateUser } from '../src/features/users/users.repository.ts';
import { call, newUser } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { listingIdsFound } from './support/listings.ts';
import { newProvider, slot } from './support/transactions.ts';

// Issue #25 defect 11: a banned provider's listings are found and shown to nobody.

describeEachDialect('listings of banned providers', (platform) => {
  it('leave search, listings/show and queries by id or author once their provider is banned', async () => {
    const p = platform();
    const banned = await newProvider(p);
    const other = await newProvider(p);
    const visitor = await newUser(p);
    const found = async (params: string) => (await listingIdsFound(p, visitor.token, params)).sort();
    const both = [banned.listingId, other.listingId].sort();
    // A search by dates reads the banned authors with the availability index's state, in one statement.
    const { bookingStart, bookingEnd } = slot(p);
    const byDates = `start=${bookingStart}&end=${bookingEnd}&availability=time-full`;
    expect(await found('')).toEqual(both);
    expect(await found(byDates)).toEqual(both);

    await updateUser(p.ctx.db, banned.id, { banned: true }, p.clock.read());
    // On PostgreSQL this search guesses nobody is banned, as the last ones found, and reads its page
    // beside the list of banned users: the list says otherwise, and the page is read again.
    expect(await found('')).toEqual([other.listingId]);
    expect(await found(`ids=${banned.listingId},${other.listingId}`)).toEqual([other.listingId]);
    expect(await found(`authorId=${banned.id}`)).toEqual([]);
    expect(await found('keywords=kayak')).toEqual([other.listingId]);
    expect(await found(byDates)).toEqual([other.listingId]);
    const shown = await call(p, 'GET', `listings/show?id=${banned.listingId}`, visitor.token);
    expect(shown.status).toBe(404);
    const counted = await call(p, 'GET', 'listings/query?perPage=1', visitor.token);
    expect(counted.body.meta.totalItems).toBe(1);

    // Lifted, they are back.
    await updateUser(p.ctx.db, banned.id, { banned: false }, p.clock.read());
    expect(await found('')).toEqual(both);
    expect(await found(byDates)).toEqual(both);
  });
});
