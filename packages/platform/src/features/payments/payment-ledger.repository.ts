import type { Kysely, Selectable } from 'kysely';
import { fromDate, toDate } from '../../db/convert.ts';
import type { DB, PaymentIntentsTable, PaymentOperationsTable } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type {
  BillingDetails,
  LedgerOperation,
  PaymentIntent,
  PaymentIntentStatus,
  PaymentLedger,
} from '../../ports/payments.port.ts';

function rowToIntent(row: Selectable<PaymentIntentsTable>): PaymentIntent {
  return {
    id: row.id,
    transactionId: row.transaction_id,
    status: row.status as PaymentIntentStatus,
    amount: Number(row.amount),
    currency: row.currency,
    amountCaptured: Number(row.amount_captured),
    amountRefunded: Number(row.amount_refunded),
    clientSecret: row.client_secret,
  };
}

function rowToOperation(row: Selectable<PaymentOperationsTable>): LedgerOperation & { createdAt: Date } {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    transactionId: row.transaction_id,
    paymentIntentId: row.payment_intent_id,
    kind: row.kind as LedgerOperation['kind'],
    status: row.status as LedgerOperation['status'],
    amount: Number(row.amount),
    currency: row.currency,
    recipientId: row.recipient_id,
    createdAt: toDate(row.created_at),
  };
}

/** The sandbox adapter's ledger in the platform database (`payment_intents`, `payment_operations`). */
export function createPaymentLedger(db: Kysely<DB>, clock: Clock): PaymentLedger {
  return {
    async findIntentByKey(key) {
      const row = await db
        .selectFrom('payment_intents')
        .selectAll()
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row && rowToIntent(row);
    },
    async findIntent(id) {
      const row = await db.selectFrom('payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
      return row && rowToIntent(row);
    },
    async findIntentsOfTransaction(transactionId) {
      const rows = await db
        .selectFrom('payment_intents')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .orderBy('created_at')
        .execute();
      return rows.map(rowToIntent);
    },
    async insertIntent(intent) {
      const now = fromDate(clock());
      await db
        .insertInto('payment_intents')
        .values({
          id: intent.id,
          transaction_id: intent.transactionId,
          idempotency_key: intent.idempotencyKey,
          status: intent.status,
          amount: intent.amount,
          currency: intent.currency,
          payment_method: intent.paymentMethod,
          client_secret: intent.clientSecret,
          amount_captured: intent.amountCaptured,
          amount_refunded: intent.amountRefunded,
          last_error: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },
    async updateIntent(id, change) {
      await db
        .updateTable('payment_intents')
        .set({
          ...(change.status !== undefined ? { status: change.status } : {}),
          ...(change.amountCaptured !== undefined ? { amount_captured: change.amountCaptured } : {}),
          ...(change.amountRefunded !== undefined ? { amount_refunded: change.amountRefunded } : {}),
          ...(change.paymentMethod !== undefined ? { payment_method: change.paymentMethod } : {}),
          ...(change.billingDetails !== undefined
            ? { billing_details: change.billingDetails ? JSON.stringify(change.billingDetails) : null }
            : {}),
          ...(change.lastError !== undefined ? { last_error: change.lastError } : {}),
          updated_at: fromDate(clock()),
        })
        .where('id', '=', id)
        .execute();
    },
    async recordOperation(operation) {
      const row = await db
        .insertInto('payment_operations')
        .values({
          id: operation.id,
          idempotency_key: operation.idempotencyKey,
          transaction_id: operation.transactionId,
          payment_intent_id: operation.paymentIntentId,
          kind: operation.kind,
          status: operation.status,
          amount: operation.amount,
          currency: operation.currency,
          recipient_id: operation.recipientId,
          created_at: fromDate(clock()),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    async findOperation(key) {
      const row = await db
        .selectFrom('payment_operations')
        .selectAll()
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row && rowToOperation(row);
    },
  };
}

/** Every ledger entry of a transaction, oldest first (operators, tests). */
export async function findLedgerOfTransaction(
  db: Kysely<DB>,
  transactionId: string,
): Promise<{ intents: PaymentIntent[]; operations: (LedgerOperation & { createdAt: Date })[] }> {
  const [intents, operations] = await Promise.all([
    db.selectFrom('payment_intents').selectAll().where('transaction_id', '=', transactionId).execute(),
    db
      .selectFrom('payment_operations')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    intents: intents.map(rowToIntent),
    operations: operations.map(rowToOperation).sort(byTimeThenLifecycle),
  };
}

/**
 * Operations made in the same instant (a frozen test clock, a coarse timer) come back from
 * PostgreSQL in no particular order; within one instant they can only have happened in the
 * payment's own lifecycle order, so that breaks the tie.
 */
const LIFECYCLE_ORDER: Record<LedgerOperation['kind'], number> = {
  authorize: 0,
  capture: 1,
  cancel: 2,
  refund: 3,
  payout: 4,
};

function byTimeThenLifecycle(
  a: LedgerOperation & { createdAt: Date },
  b: LedgerOperation & { createdAt: Date },
): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || LIFECYCLE_ORDER[a.kind] - LIFECYCLE_ORDER[b.kind];
}

/** An intent as the ledger page shows it: with the card and the card holder it was paid with. */
export type LedgerIntent = PaymentIntent & {
  paymentMethod: string | null;
  billingDetails: BillingDetails | null;
  updatedAt: Date;
};

function billingDetailsOf(json: string | null): BillingDetails | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as BillingDetails;
  } catch {
    return null;
  }
}

/** The most recent intents and operations of the whole ledger (the `/_payments` page). */
export async function findRecentLedger(
  db: Kysely<DB>,
  limit: number,
): Promise<{
  intents: LedgerIntent[];
  operations: (LedgerOperation & { createdAt: Date })[];
}> {
  const [intents, operations] = await Promise.all([
    db.selectFrom('payment_intents').selectAll().orderBy('updated_at', 'desc').limit(limit).execute(),
    db.selectFrom('payment_operations').selectAll().orderBy('created_at', 'desc').limit(limit).execute(),
  ]);
  return {
    intents: intents.map((row) => ({
      ...rowToIntent(row),
      paymentMethod: row.payment_method,
      billingDetails: billingDetailsOf(row.billing_details),
      updatedAt: toDate(row.updated_at),
    })),
    operations: operations.map(rowToOperation),
  };
}
