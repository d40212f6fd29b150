import { z } from 'zod';
import { ExtendedDataAttributeSchema, RelationshipsSchema } from './resource.ts';
import { LineItemJsonSchema } from './transaction.ts';
import { TransitionParamsSchema } from './transition-params.ts';

// The console's Transactions screen (issue #30, ADR 019): `GET /v1/admin/transactions/query` and
// `show`, and the operator's transitions (`POST /v1/admin/transactions/transition`), shared by the
// platform and the SDK.

/** The largest page of `admin/transactions/query`, as the Marketplace API's queries. */
export const ADMIN_TRANSACTIONS_MAX_PER_PAGE = 100;

/** What `admin/transactions/query` may include: the parties and the listing, to name them. */
export const ADMIN_TRANSACTION_INCLUDES = ['customer', 'provider', 'listing'] as const;

/** The most states `admin/transactions/query` filters by at once. */
const MAX_STATES = 50;

const TransactionIdSchema = z.uuid('must be a transaction id');

// A date (midnight UTC) or a date and time with its offset, as ISO 8601 writes them.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

const IsoTimeSchema = z
  .string()
  .max(40)
  .refine((value) => ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'must be an ISO 8601 date or time, such as 2026-01-31 or 2026-01-31T09:00:00Z',
  })
  .transform((value) => new Date(value));

const pageNumber = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(max, `must be at most ${max}`))
    .default(fallback);

/** A comma-separated query value as its trimmed, non-empty items. */
const commaList = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

/**
 * Query of `admin/transactions/query`: by process, current state (`state/…` names), party
 * (customer or provider), listing and creation time (`createdAtStart` inclusive, `createdAtEnd`
 * exclusive); newest first, paged as the Marketplace API; `include` names the parties and listing.
 */
export const AdminTransactionQueryParamsSchema = z
  .strictObject({
    processName: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a process name, such as default-booking')
      .optional(),
    states: commaList(4000)
      .pipe(
        z
          .array(
            z
              .string()
              .regex(/^state\/[a-z0-9][a-z0-9-]{0,99}$/, 'must be state names, such as state/accepted'),
          )
          .max(MAX_STATES, `must name at most ${MAX_STATES} states`),
      )
      .optional(),
    partyId: z.uuid('must be a user id').optional(),
    listingId: z.uuid('must be a listing id').optional(),
    createdAtStart: IsoTimeSchema.optional(),
    createdAtEnd: IsoTimeSchema.optional(),
    include: commaList(200)
      .pipe(
        z.array(
          z.enum(ADMIN_TRANSACTION_INCLUDES, {
            error: `must be among ${ADMIN_TRANSACTION_INCLUDES.join(', ')}`,
          }),
        ),
      )
      .optional(),
    page: pageNumber(100_000, 1),
    perPage: pageNumber(ADMIN_TRANSACTIONS_MAX_PER_PAGE, ADMIN_TRANSACTIONS_MAX_PER_PAGE),
  })
  .superRefine((query, ctx) => {
    if (query.createdAtStart && query.createdAtEnd && query.createdAtEnd <= query.createdAtStart) {
      ctx.addIssue({ code: 'custom', path: ['createdAtEnd'], message: 'must be after createdAtStart' });
    }
  });

/** A parsed `admin/transactions/query`. */
export type AdminTransactionQuery = z.output<typeof AdminTransactionQueryParamsSchema>;

/** Query of `admin/transactions/show`. */
export const AdminTransactionIdSchema = z.strictObject({ id: TransactionIdSchema });

/**
 * Body of `admin/transactions/transition`: an operator transition (`transition/operator-accept`…)
 * of a transaction, with the params its actions take.
 */
export const AdminTransitionCommandSchema = z.strictObject({
  id: TransactionIdSchema,
  transition: z.string().min(1).max(200),
  params: TransitionParamsSchema.default({}),
});

/** A body of `admin/transactions/transition` as a caller writes it (`params` optional). */
export type AdminTransitionCommand = z.input<typeof AdminTransitionCommandSchema>;

const MoneyJsonSchema = z.object({ amount: z.number(), currency: z.string() });

/** One transition a transaction went through: which, when, and by which role. */
export const TransitionRecordJsonSchema = z.object({
  transition: z.string(),
  createdAt: z.string(),
  by: z.string(),
});

/** A transition the operator may run from the transaction's state now, as its process defines it. */
export const OperatorTransitionJsonSchema = z.object({
  name: z.string(),
  to: z.string(),
  actions: z.array(z.string()),
});

/** The payment intent of a transaction as the payment provider reports it. */
export const AdminPaymentIntentJsonSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: MoneyJsonSchema,
  amountCaptured: MoneyJsonSchema,
  amountRefunded: MoneyJsonSchema,
});

/** One money movement of the sandbox's ledger (Stripe keeps its own; none are recorded here then). */
export const AdminPaymentOperationJsonSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  amount: MoneyJsonSchema,
  recipientId: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * A payment journal entry of a transition (ADR 014): its payment steps in flight, lost (left to
 * reconciliation) or failed (left to the operator). A transition that landed leaves none.
 */
export const AdminPaymentJournalEntryJsonSchema = z.object({
  id: z.string(),
  transition: z.string(),
  state: z.enum(['pending', 'failed']),
  callerRole: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  leaseUntil: z.string(),
  createdAt: z.string(),
});

/** What the payments of a transaction left: the provider's intent, the ledger, the journal. */
export const AdminTransactionPaymentsJsonSchema = z.object({
  /** The payments adapter (`sandbox`, `stripe`). */
  provider: z.string(),
  /** The transaction's payment intent; null when it has none, or the provider could not be asked. */
  intent: AdminPaymentIntentJsonSchema.nullable(),
  /** Why the intent could not be read from the provider, if so. */
  intentError: z.string().nullable(),
  operations: z.array(AdminPaymentOperationJsonSchema),
  journal: z.array(AdminPaymentJournalEntryJsonSchema),
});

/**
 * The admin view of a `transaction`: the attributes of the Marketplace API's (process, state, last
 * transition, its whole history, line items, totals, protected data, metadata) with the relations
 * `customer`, `provider` and `listing`; `admin/transactions/show` adds the operator transitions
 * available now and the payments, and relates `booking`, `messages` (all) and `reviews` (all,
 * published or not, hidden or not: each review says so in `hidden` and `hiddenAt`), each in
 * `included` with the parties (admin `user`) and the listing.
 */
export const AdminTransactionResourceSchema = z.object({
  id: z.string(),
  type: z.literal('transaction'),
  attributes: z.object({
    createdAt: z.string(),
    processName: z.string(),
    processVersion: z.number(),
    state: z.string(),
    lastTransition: z.string(),
    lastTransitionedAt: z.string(),
    lastMessageAt: z.string().nullable(),
    transitions: z.array(TransitionRecordJsonSchema),
    lineItems: z.array(LineItemJsonSchema),
    payinTotal: MoneyJsonSchema.nullable(),
    payoutTotal: MoneyJsonSchema.nullable(),
    protectedData: ExtendedDataAttributeSchema,
    metadata: ExtendedDataAttributeSchema,
    operatorTransitions: z.array(OperatorTransitionJsonSchema).optional(),
    payments: AdminTransactionPaymentsJsonSchema.optional(),
  }),
  relationships: RelationshipsSchema,
});

/** A transaction as the console reads it. */
export type AdminTransactionResource = z.infer<typeof AdminTransactionResourceSchema>;
