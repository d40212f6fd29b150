import { expect } from 'vitest';
import { type Body, call, newUser } from '../api-client.ts';
import type { TestPlatform } from '../harness.ts';
import {
  insertItemListing,
  newProvider,
  requestBooking,
  slot,
  transition,
  trustedTokenOf,
} from './transactions.ts';

// Transactions brought to a state through the HTTP API, as a test's set-up: the users, the listing
// (with its seats or stock), and the transitions up to that state. Each step that leads there must
// succeed. A scenario is the platform, its parties, the listing and, once made, the transaction.

/** A signed-up, logged-in user (`newUser`). */
export type User = Awaited<ReturnType<typeof newUser>>;
/** A user with a published bookable listing (`newProvider`). */
export type Provider = Awaited<ReturnType<typeof newProvider>>;
/** An API answer, read as a client would. */
export type Answer = { status: number; body: Body };
/** A booking's time. */
export type Slot = ReturnType<typeof slot>;

/** A provider's listing and a customer who may transact on it (with a `trusted:user` token). */
export interface Parties<P extends User = User> {
  p: TestPlatform;
  provider: P;
  customer: User;
  /** The customer's `trusted:user` token, as the web server gets it. */
  trusted: string;
  listingId: string;
}

/** Parties of a booking, with the slot to book. */
export interface BookingParties extends Parties<Provider> {
  times: Slot;
}

/** A scenario with its transaction. */
export type WithTransaction<S> = S & {
  id: string;
  /** The answer that made the transaction. */
  created: Answer;
};

export interface BookingOptions {
  /** The slot: this many days after the platform's now (default 2)… */
  daysAhead?: number;
  /** …at this hour UTC (default 10). */
  hour?: number;
  /** Seats of each slot of the listing (default 1). */
  seats?: number;
  /** Fields over the bookable listing body (`bookableListingBody`). */
  listing?: Record<string, unknown>;
  /** Params over the booking request's (`requestBooking`): a card, none (undefined), line items… */
  params?: Record<string, unknown>;
}

/** A provider with a bookable listing (made through the API), a customer, and a slot; nothing booked. */
export async function bookingParties(p: TestPlatform, o: BookingOptions = {}): Promise<BookingParties> {
  const provider = await newProvider(p, o.seats, o.listing);
  const customer = await newUser(p);
  return {
    p,
    provider,
    customer,
    trusted: await trustedTokenOf(p, customer.token),
    listingId: provider.listingId,
    times: slot(p, o.daysAhead, o.hour),
  };
}

/** A booking request with a card (`request-payment`), in `state/pending-payment`. */
export async function requested(p: TestPlatform, o: BookingOptions = {}) {
  return initiated(await bookingParties(p, o), (s) =>
    requestBooking(p, s.trusted, s.listingId, s.times, o.params),
  );
}

/** A booking request whose payment the customer confirmed: `state/preauthorized`. */
export async function preauthorized(p: TestPlatform, o: BookingOptions = {}) {
  const s = await requested(p, o);
  await step(s, s.customer, 'transition/confirm-payment', 'state/preauthorized');
  return s;
}

/** A paid booking request the provider accepted: `state/accepted` (captured). */
export async function accepted(p: TestPlatform, o: BookingOptions = {}) {
  const s = await preauthorized(p, o);
  await step(s, s.provider, 'transition/accept', 'state/accepted');
  return s;
}

/** An inquiry on a bookable listing (`transition/inquire`, by the customer's own token). */
export async function inquiry(
  p: TestPlatform,
  o: BookingOptions & { protectedData?: Record<string, unknown> } = {},
) {
  return initiated(await bookingParties(p, o), (s) =>
    inquire(s, 'default-booking/release-1', { protectedData: o.protectedData }),
  );
}

/** The default shipping address of orders. */
export const SHIPPING_ADDRESS = {
  name: 'Ben Customer',
  phoneNumber: '(718) 555-0134',
  address: {
    line1: '220 Kent Ave',
    line2: 'Apt 4',
    city: 'Brooklyn',
    state: 'NY',
    postalCode: '11249',
    country: 'US',
  },
};

/**
 * `request-payment` of a purchase as the trusted web server sends it: one unit shipped to
 * `SHIPPING_ADDRESS`, paid by card; `params` add to or override those (undefined drops one).
 */
export function orderItem(
  p: TestPlatform,
  trusted: string,
  listingId: string,
  params: Record<string, unknown> = {},
  verb = 'initiate',
): Promise<Answer> {
  return call(p, 'POST', `transactions/${verb}?include=listing.currentStock`, trusted, {
    processAlias: 'default-purchase/release-1',
    transition: 'transition/request-payment',
    params: {
      listingId,
      stockReservationQuantity: 1,
      deliveryMethod: 'shipping',
      protectedData: { deliveryMethod: 'shipping', shippingDetails: SHIPPING_ADDRESS },
      paymentMethod: 'pm_card_visa',
      ...params,
    },
  });
}

/**
 * A published item listing of a new seller (`insertItemListing`: $25, shipping $9 + $3 per extra
 * item, pickup; `publicData` over that) with `stock` units set through the API.
 */
export async function itemListing(p: TestPlatform, stock: number, publicData: Record<string, unknown> = {}) {
  const seller = await newUser(p);
  const listingId = await insertItemListing(p, seller.id, publicData);
  const set = await call(p, 'POST', 'stock/compare_and_set', seller.token, {
    listingId,
    oldTotal: null,
    newTotal: stock,
  });
  expect(set.status).toBe(200);
  return { seller, listingId };
}

export interface PurchaseOptions {
  /** Units in stock (default 3). */
  stock?: number;
  /** publicData over the item listing's. */
  listing?: Record<string, unknown>;
  /** Params over the order's (`orderItem`). */
  params?: Record<string, unknown>;
}

/** A seller's item listing with stock (the provider) and a buyer (the customer); nothing ordered. */
export async function purchaseParties(p: TestPlatform, o: PurchaseOptions = {}): Promise<Parties> {
  const { seller, listingId } = await itemListing(p, o.stock ?? 3, o.listing);
  const customer = await newUser(p);
  return { p, provider: seller, customer, trusted: await trustedTokenOf(p, customer.token), listingId };
}

/** An order (`request-payment`) of a purchase, in `state/pending-payment`, its units reserved. */
export async function ordered(p: TestPlatform, o: PurchaseOptions = {}) {
  return initiated(await purchaseParties(p, o), (s) => orderItem(p, s.trusted, s.listingId, o.params));
}

/** A paid order: `state/purchased` (captured). */
export async function purchased(p: TestPlatform, o: PurchaseOptions = {}) {
  const s = await ordered(p, o);
  await step(s, s.customer, 'transition/confirm-payment', 'state/purchased');
  return s;
}

/** An inquiry on an item listing with stock (`transition/inquire`, by the buyer's own token). */
export async function itemInquiry(p: TestPlatform, o: Omit<PurchaseOptions, 'params'> = {}) {
  return initiated(await purchaseParties(p, o), (s) => inquire(s, 'default-purchase/release-1', {}));
}

/** `transition/inquire` of a process on the parties' listing, by the customer's own token. */
function inquire(parties: Parties, processAlias: string, params: Record<string, unknown>) {
  return call(parties.p, 'POST', 'transactions/initiate', parties.customer.token, {
    processAlias,
    transition: 'transition/inquire',
    params: { listingId: parties.listingId, ...params },
  });
}

/** The parties with the transaction `initiate` makes for them; it must succeed. */
async function initiated<S extends Parties>(
  parties: S,
  initiate: (s: S) => Promise<Answer>,
): Promise<WithTransaction<S>> {
  const created = await initiate(parties);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { ...parties, id: created.body.data.id as string, created };
}

/** Runs a transition of a scenario's transaction as one party; it must reach `state`. */
async function step(s: { p: TestPlatform; id: string }, by: User, name: string, state: string) {
  const res = await transition(s.p, by.token, s.id, name);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.attributes.state).toBe(state);
  return res;
}
