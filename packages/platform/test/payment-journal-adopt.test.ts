import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  adoptJournalEntry,
  findPendingEntryOf,
  insertJournalEntry,
} from '../src/features/transactions/payment-journal.repository.ts';
import { describeEachDialect } from './harness.ts';

// A run takes over a journal entry whose lease ran out (ADR 014). Whoever wrote that lease — a run
// that died, an operator releasing it by hand, a test moving time on — it may hold more precision
// than a JavaScript date reads back (PostgreSQL keeps microseconds): taking over must not depend on
// reading it back exactly.
describeEachDialect('payment journal: taking over a lapsed entry', (platform) => {
  it('takes over a lease that ran out, whatever its precision, and only once', async () => {
    const { ctx, clock } = platform();
    const now = clock.read();
    const transactionId = randomUUID();
    await insertJournalEntry(ctx.db, {
      id: randomUUID(),
      transactionId,
      transition: 'transition/expire-payment',
      newTransaction: false,
      caller: { role: 'system', trusted: true },
      params: {},
      leaseUntil: new Date(now.getTime() - 60_000),
      createdAt: new Date(now.getTime() - 180_000),
    });
    // The lease as a tool would write it: 750 microseconds past a millisecond.
    if (ctx.dialect === 'postgres') {
      await sql`update payment_journal set lease_until = lease_until + interval '750 microseconds'`.execute(
        ctx.db,
      );
    } else {
      await sql`update payment_journal set lease_until = replace(lease_until, 'Z', '750Z')`.execute(ctx.db);
    }
    const entry = await findPendingEntryOf(ctx.db, transactionId);
    if (!entry) throw new Error('the entry is not pending');
    const change = {
      caller: entry.caller,
      params: {},
      at: now,
      leaseUntil: new Date(now.getTime() + 120_000),
    };
    expect(await adoptJournalEntry(ctx.db, entry, change)).toBe(true);
    // A second run that read the lapsed entry before: the lease is now the first run's.
    expect(await adoptJournalEntry(ctx.db, entry, change)).toBe(false);
    const adopted = await findPendingEntryOf(ctx.db, transactionId);
    expect(adopted?.leaseUntil.toISOString()).toBe(change.leaseUntil.toISOString());
  });
});
