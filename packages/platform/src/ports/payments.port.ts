import type { BillingAddress } from '@mercato/core/validators/address';

/**
 * The payment provider behind transactions (ADR 010). Shaped after Stripe Connect's PaymentIntent
 * flow so a Stripe adapter fits behind it: an intent is created for the pay-in (authorised when a
 * payment method comes with it), captured when the provider accepts, cancelled or refunded when the
 * transaction ends without a sale, and the provider's share is paid out on completion.
 *
 * Every call carries an idempotency key (transaction id + transition + step): calling again with
 * the same key returns the first outcome and moves no money twice (Stripe's `Idempotency-Key`).
 */
export interface PaymentsPort {
  /** Which adapter this is (`sandbox`, `stripe`), for logs and the ledger page. */
  readonly name: string;
  createPaymentIntent(request: CreatePaymentIntentRequest): Promise<PaymentIntent>;
  /** Authorises an intent with a payment method (Stripe's confirm with `capture_method: manual`). */
  confirmPaymentIntent(request: ConfirmPaymentIntentRequest): Promise<PaymentIntent>;
  capturePaymentIntent(request: PaymentIntentStep): Promise<PaymentIntent>;
  /** Cancels an uncaptured intent or refunds a captured one in full. */
  refundPayment(request: PaymentIntentStep): Promise<PaymentIntent>;
  /**
   * Sends the provider's share of a captured intent to their bank. Throws `PayoutNotYetPossibleError`
   * while it cannot be made yet (the funds are still pending, payouts are paused): the money stays
   * in the provider's balance and the same request is tried again later.
   */
  createPayout(request: PayoutRequest): Promise<Payout>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent | undefined>;
  /**
   * Every intent created for a transaction (each carries the transaction id; on Stripe, in its
   * metadata), so reconciliation can release a hold whose transaction was never written.
   */
  listPaymentIntentsOfTransaction(transactionId: string): Promise<PaymentIntent[]>;
  /**
   * Test adapters only: the customer passes (or fails) the 3-D Secure step of an intent in
   * `requires_action`, as Stripe's test page does. Real providers do this in the browser.
   */
  completeTestAuthentication?(paymentIntentId: string, passed: boolean): Promise<PaymentIntent>;
  /**
   * Providers that report changes by webhook (Stripe): checks the signature of a delivery over its
   * raw body and its age, and reads the event. Throws `PaymentWebhookRejectedError` for anything
   * forged, altered or stale.
   */
  verifyWebhook?(payload: Buffer, signature: string | undefined, receivedAt: Date): PaymentWebhookEvent;
  /**
   * Providers' payout accounts at the provider (Stripe Connect's connected accounts). Absent in the
   * sandbox, which pays nobody out: the payout-details endpoints then answer `stripe-missing-api-key`.
   */
  readonly connectedAccounts?: ConnectedAccountsPort;
  /**
   * Customers' saved cards at the provider (Stripe's customers, SetupIntents and payment methods).
   * The sandbox keeps its test cards instead, so saved cards work offline too.
   */
  readonly customers: PaymentCustomersPort;
}

/**
 * Saved cards as Sharetribe keeps them: one Stripe customer a user with one card, set up off
 * session (a SetupIntent confirmed by Stripe.js in the browser, so card numbers never reach the
 * marketplace), then attached to the customer as its default payment method.
 */
export interface PaymentCustomersPort {
  /** A SetupIntent to save a card for payments without the customer present. */
  createSetupIntent(request: { idempotencyKey: string; customerId: string | null }): Promise<SetupIntent>;
  /** The card behind a payment method; refused with `PaymentMethodNotCardError` for anything else. */
  describeCard(paymentMethodId: string): Promise<SavedCard>;
  /** A customer for a user, with the email the provider keeps for receipts. */
  createCustomer(request: { idempotencyKey: string; userId: string; email: string | null }): Promise<string>;
  /** Attaches the payment method to the customer and makes it the customer's default. */
  attachDefaultPaymentMethod(request: {
    idempotencyKey: string;
    customerId: string;
    paymentMethodId: string;
  }): Promise<SavedCard>;
  /** Removes a payment method from its customer: it can no longer be charged. */
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** Deletes a customer (one made for a user who, in a race, already had one). */
  deleteCustomer(customerId: string): Promise<void>;
}

/** A SetupIntent: the browser confirms it with its client secret. */
export interface SetupIntent {
  id: string;
  clientSecret: string;
}

/** A saved card as the customer recognises it. */
export interface SavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A payment method that is not a card (only cards can be saved, as on Sharetribe). */
export class PaymentMethodNotCardError extends Error {
  override readonly name = 'PaymentMethodNotCardError';
  constructor(readonly type: string) {
    super(`Only cards can be saved, not ${type}`);
  }
}

/**
 * Payout accounts as Sharetribe keeps them at Stripe: a custom connected account per provider, its
 * facts given as Stripe.js tokens (so no personal or bank data passes through the marketplace)
 * or on Stripe's hosted onboarding page reached through an account link.
 */
export interface ConnectedAccountsPort {
  create(request: CreateConnectedAccountRequest): Promise<ConnectedAccount>;
  retrieve(accountId: string): Promise<ConnectedAccount>;
  update(accountId: string, request: UpdateConnectedAccountRequest): Promise<ConnectedAccount>;
  createLink(accountId: string, request: ConnectedAccountLinkRequest): Promise<ConnectedAccountLink>;
  createPerson(accountId: string, personToken: string): Promise<{ id: string }>;
  /** Closes the account; refused by the provider while it holds a balance. */
  remove(accountId: string): Promise<void>;
}

/** A connected account as the provider reports it. */
export interface ConnectedAccount {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** The provider's own object (Stripe's account JSON), shown to its owner as `stripeAccountData`. */
  data: Record<string, unknown>;
}

export interface CreateConnectedAccountRequest {
  /** Ties retries of one creation together (Stripe's `Idempotency-Key`). */
  idempotencyKey: string;
  userId: string;
  email: string;
  country: string;
  accountToken: string;
  bankAccountToken?: string | undefined;
  merchantCategoryCode: string;
  businessUrl?: string | undefined;
  productDescription?: string | undefined;
  capabilities: string[];
}

export interface UpdateConnectedAccountRequest {
  accountToken?: string | undefined;
  bankAccountToken?: string | undefined;
  capabilities?: string[] | undefined;
}

export interface ConnectedAccountLinkRequest {
  type: 'account_onboarding' | 'account_update';
  /** Where the provider lands when the link has expired or was used (Stripe's `refresh_url`). */
  refreshUrl: string;
  /** Where the provider lands when they leave the hosted flow (Stripe's `return_url`). */
  returnUrl: string;
  collectionOptions?: { fields: string; future_requirements?: string | undefined } | undefined;
}

export interface ConnectedAccountLink {
  url: string;
  expiresAt: Date;
}

/** What a webhook event is about, in the port's terms. */
export type PaymentWebhookSubject =
  | {
      kind: 'account';
      accountId: string;
      chargesEnabled: boolean;
      payoutsEnabled: boolean;
      detailsSubmitted: boolean;
    }
  | { kind: 'payment_intent'; intent: PaymentIntent }
  | { kind: 'charge'; paymentIntentId: string | null; amountRefunded: number }
  | { kind: 'other' };

/** A verified webhook event. */
export interface PaymentWebhookEvent {
  /** The provider's event id: a delivery of the same event twice is one event. */
  id: string;
  type: string;
  /** The connected account it happened on, for Connect events. */
  accountId: string | null;
  createdAt: Date;
  subject: PaymentWebhookSubject;
}

/** A webhook delivery that is not the provider's, was altered, or is too old: answered 400. */
export class PaymentWebhookRejectedError extends Error {
  override readonly name = 'PaymentWebhookRejectedError';
}

/**
 * Stripe's PaymentIntent statuses. The sandbox uses all but `requires_confirmation` (a payment
 * method given but not confirmed) and `processing` (Stripe is still working on it), which only
 * Stripe reports.
 */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** A payment intent as the provider reports it. */
export interface PaymentIntent {
  id: string;
  transactionId: string;
  status: PaymentIntentStatus;
  amount: number;
  currency: string;
  amountCaptured: number;
  amountRefunded: number;
  /** Handed to the browser to confirm the payment (Stripe.js); never a credential of ours. */
  clientSecret: string;
}

/** A payout to a provider. */
export interface Payout {
  id: string;
  transactionId: string;
  amount: number;
  currency: string;
  recipientId: string;
}

/** What a step on an existing intent needs. */
export interface PaymentIntentStep {
  idempotencyKey: string;
  paymentIntentId: string;
}

/**
 * The card holder's name and billing address that come with a payment method (Stripe keeps them
 * as the payment method's `billing_details`); the sandbox records them in its ledger.
 */
export type BillingDetails = BillingAddress;

export interface CreatePaymentIntentRequest {
  idempotencyKey: string;
  transactionId: string;
  amount: number;
  currency: string;
  /** A payment method id (`pm_card_visa`) or, in the sandbox, a test card number. */
  paymentMethod?: string | null;
  billingDetails?: BillingDetails | null;
  /**
   * The provider's share of the amount (the transaction's payout total) and who the provider is.
   * On Stripe the charge is a destination charge to the provider's connected account and the rest
   * is the marketplace's commission (`application_fee_amount`); a provider without a payout
   * account is refused with `PaymentRecipientMissingError` before any money moves. The sandbox
   * keeps the whole amount in its ledger until the payout.
   */
  payout?: { recipientId: string; amount: number } | null;
  /**
   * The customer who pays: their saved payment details (a Stripe customer) go with the intent, so
   * their saved card can pay it and a card saved by it is theirs.
   */
  payerId?: string | null;
  /** Keep the card for later payments (Stripe's `setup_future_usage: off_session`). */
  savePaymentMethod?: boolean;
  /**
   * Pay with the payer's saved card without them present (off session), when no payment method is
   * given; refused with `PaymentDeclinedError` when they have none.
   */
  useSavedPaymentMethod?: boolean;
}

export interface ConfirmPaymentIntentRequest extends PaymentIntentStep {
  paymentMethod?: string | null;
  billingDetails?: BillingDetails | null;
}

export interface PayoutRequest {
  idempotencyKey: string;
  transactionId: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  recipientId: string;
  /**
   * Which later try of a payout that had to wait this is (1, 2, …). Stripe answers a key with its
   * first answer for a day, a refusal too, so each try needs a key of its own; the payout's own key
   * still tells whether one was made before.
   */
  retry?: number;
}

/**
 * A refusal by the payment provider (a declined card, an intent in the wrong state): the API
 * answers 402 `transaction-payment-failed` with the provider's message in `meta.stripeMessage`.
 */
export class PaymentDeclinedError extends Error {
  override readonly name = 'PaymentDeclinedError';
  constructor(
    message: string,
    readonly declineCode: string,
  ) {
    super(message);
  }
}

/**
 * The provider has no payout account at the payment provider (on Stripe: no connected account),
 * so nothing can be charged on their behalf: the API answers 400 `transaction-missing-stripe-account`.
 */
export class PaymentRecipientMissingError extends Error {
  override readonly name = 'PaymentRecipientMissingError';
  constructor(readonly recipientId: string) {
    super(`The provider ${recipientId} has no payout account`);
  }
}

/**
 * A payout that cannot be made yet, though nothing is wrong with the sale: the charge's funds are
 * still pending at the provider (Stripe holds them for days before they can be paid out), or the
 * account's payouts are paused until its owner gives more details. The transition goes on; the
 * payout waits and is tried again with the same key.
 */
export class PayoutNotYetPossibleError extends Error {
  override readonly name = 'PayoutNotYetPossibleError';
  constructor(
    message: string,
    readonly reason: 'funds-pending' | 'payouts-disabled',
  ) {
    super(message);
  }
}

/**
 * The payment a payout would pass on was refunded in full, or cancelled, outside the transaction's
 * own steps (in Stripe's dashboard, a dispute lost): the provider's share went back with it, so
 * nothing is paid out. The transition goes on; the operator is told in the log.
 */
export class NothingToPayOutError extends Error {
  override readonly name = 'NothingToPayOutError';
}

/** A payout account as last reported by the provider (on Stripe: `account.updated`, its answers). */
export interface PayoutAccountState {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
}

/**
 * The provider's payout account cannot take part in a charge yet (Stripe has not enabled its
 * charges or its payouts: onboarding unfinished, details needed): the API answers
 * `transaction-stripe-account-disabled-charges|payouts`.
 */
export class PaymentRecipientDisabledError extends Error {
  override readonly name = 'PaymentRecipientDisabledError';
  constructor(
    readonly recipientId: string,
    readonly disabled: 'charges' | 'payouts',
  ) {
    super(`The payout account of ${recipientId} has ${disabled} disabled`);
  }
}

/** Where each user's payout account is (on Stripe, the id of their connected account). */
export interface PaymentAccounts {
  /** A provider's payout account and whether the provider lets it take charges and payouts. */
  connectedAccountOf(userId: string): Promise<PayoutAccountState | null>;
  /** A user's saved payment details: their customer at the provider and saved card, if any. */
  savedPaymentOf(userId: string): Promise<{ customerId: string; paymentMethodId: string | null } | null>;
}

/** Where the sandbox adapter keeps its ledger (the platform gives it a database-backed one). */
export interface PaymentLedger {
  findIntentByKey(idempotencyKey: string): Promise<PaymentIntent | undefined>;
  findIntent(id: string): Promise<PaymentIntent | undefined>;
  findIntentsOfTransaction(transactionId: string): Promise<PaymentIntent[]>;
  insertIntent(
    intent: PaymentIntent & { idempotencyKey: string; paymentMethod: string | null },
  ): Promise<void>;
  updateIntent(
    id: string,
    change: Partial<Pick<PaymentIntent, 'status' | 'amountCaptured' | 'amountRefunded'>> & {
      paymentMethod?: string | null;
      billingDetails?: BillingDetails | null;
      lastError?: string | null;
    },
  ): Promise<void>;
  /** Records an operation once per key; false when the key was already recorded. */
  recordOperation(operation: LedgerOperation): Promise<boolean>;
  findOperation(idempotencyKey: string): Promise<LedgerOperation | undefined>;
}

/** One money movement of the ledger. */
export interface LedgerOperation {
  id: string;
  idempotencyKey: string;
  transactionId: string;
  paymentIntentId: string | null;
  kind: 'authorize' | 'capture' | 'cancel' | 'refund' | 'payout';
  status: 'succeeded' | 'failed';
  amount: number;
  currency: string;
  recipientId: string | null;
}
