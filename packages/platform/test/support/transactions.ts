import { randomUUID } from 'node:crypto';
import { insertListing } from '../../src/features/listings/listings.repository.ts';
import { findLedgerOfTransaction } from '../../src/features/payments/payment-ledger.repository.ts';
import { createJobRunner } from '../../src/jobs/job-runner.ts';
import { PLATFORM_JOBS } from '../../src/jobs/platform-jobs.ts';
import { apiClient, type Body, call, newUser, ownClientIp } from '../api-client.ts';
import type { TestPlatform } from '../harness.ts';
import { listMail } from '../mail.ts';

/** A bookable listing body: every day, all day, in UTC, `seats` seats, 40 USD an hour. */
export function bookableListingBody(seats = 1) {
  return {
    title: 'Sunset kayak tour',
    description: 'Two hours along the shore.',
    geolocation: { lat: 60.15, lng: 24.95 },
    price: { amount: 4000, currency: 'USD' },
    availabilityPlan: {
      type: 'availability-plan/time',
      timezone: 'Etc/UTC',
      entries: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((dayOfWeek) => ({
        dayOfWeek,
        seats,
        startTime: '00:00',
        endTime: '00:00',
      })),
    },
    publicData: {
      listingType: 'service-with-calendar',
      unitType: 'hour',
      transactionProcessAlias: 'default-booking/release-1',
    },
  };
}

/**
 * A published item listing of `authorId`, stored directly: 'Hand-thrown mug', $25 each, sold by the
 * default purchase process with shipping ($9 + $3 per extra item) and pickup; `publicData` adds to
 * or overrides that. No stock yet. Its id.
 */
export async function insertItemListing(
  platform: TestPlatform,
  authorId: string,
  publicData: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  await insertListing(platform.ctx.db, {
    id,
    authorId,
    now: platform.clock.read(),
    state: 'published',
    deleted: false,
    title: 'Hand-thrown mug',
    description: 'Stoneware, 350 ml.',
    geolocation: null,
    price: { amount: 2500, currency: 'USD' },
    availabilityPlan: null,
    publicData: {
      listingType: 'sell-products',
      unitType: 'item',
      transactionProcessAlias: 'default-purchase/release-1',
      pickupEnabled: true,
      shippingEnabled: true,
      shippingPriceInSubunitsOneItem: 900,
      shippingPriceInSubunitsAdditionalItems: 300,
      ...publicData,
    },
    privateData: {},
  });
  return id;
}

/** A user with a published bookable listing (`listing` fields over `bookableListingBody`). */
export async function newProvider(platform: TestPlatform, seats = 1, listing: Record<string, unknown> = {}) {
  const provider = await newUser(platform);
  const res = await call(platform, 'POST', 'own_listings/create', provider.token, {
    ...bookableListingBody(seats),
    ...listing,
  });
  if (res.status !== 200) throw new Error(`listing: ${JSON.stringify(res.body)}`);
  return { ...provider, listingId: res.body.data.id as string };
}

/** A `trusted:user` token of a user, as the web server gets it with the client secret. */
export async function trustedTokenOf(platform: TestPlatform, userToken: string): Promise<string> {
  const res = await apiClient(platform.app, 'mercato-web', ownClientIp()).token({
    client_id: 'mercato-web',
    client_secret: platform.ctx.env.CLIENT_SECRET,
    grant_type: 'token_exchange',
    subject_token: userToken,
  });
  if (res.status !== 200) throw new Error(`token exchange: ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

/** An hour-long slot `daysAhead` days after the platform's now, at 10:00 UTC. */
export function slot(
  platform: TestPlatform,
  daysAhead = 2,
  hour = 10,
): { bookingStart: string; bookingEnd: string } {
  const day = new Date(platform.clock.read().getTime() + daysAhead * 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return { bookingStart: day.toISOString(), bookingEnd: new Date(day.getTime() + 3_600_000).toISOString() };
}

/** `transactions/initiate` of a booking request with a card, as the trusted web server sends it. */
export function requestBooking(
  platform: TestPlatform,
  trustedToken: string,
  listingId: string,
  times: { bookingStart: string; bookingEnd: string },
  extra: Record<string, unknown> = {},
  verb = 'initiate',
): Promise<{ status: number; body: Body }> {
  return call(
    platform,
    'POST',
    `transactions/${verb}?include=booking,listing,provider,customer`,
    trustedToken,
    {
      processAlias: 'default-booking/release-1',
      transition: 'transition/request-payment',
      params: { listingId, ...times, seats: 1, paymentMethod: 'pm_card_visa', ...extra },
    },
  );
}

/** Runs a transition as a party. */
export function transition(
  platform: TestPlatform,
  token: string,
  id: string,
  name: string,
  params: Record<string, unknown> = {},
  verb = 'transition',
) {
  return call(platform, 'POST', `transactions/${verb}?include=booking,reviews`, token, {
    id,
    transition: name,
    params,
  });
}

/** Runs every due job (delayed transitions, notifications) once. */
export async function runDueJobs(platform: TestPlatform): Promise<number> {
  let total = 0;
  const runner = createJobRunner(platform.ctx, { jobs: PLATFORM_JOBS });
  for (let i = 0; i < 5; i++) {
    const ran = await runner.runDue();
    total += ran;
    if (ran === 0) break;
  }
  return total;
}

/** The included resource of a type. */
export function includedOf(body: Body, type: string): Body[] {
  return (body.included as Body[]).filter((r) => r.type === type);
}

/** A fresh access token of a user (tokens do not outlive days the clock moved on). */
export async function relogin(platform: TestPlatform, user: { email: string; password: string }) {
  return (await apiClient(platform.app, 'mercato-web', ownClientIp()).login(user.email, user.password)).body
    .access_token as string;
}

/** The units of a listing in stock, as a visitor sees them (`include=currentStock`). */
export async function stockOf(platform: TestPlatform, listingId: string): Promise<number> {
  const viewer = await newUser(platform);
  const res = await call(platform, 'GET', `listings/show?id=${listingId}&include=currentStock`, viewer.token);
  return (res.body.included as Body[])[0]?.attributes.quantity as number;
}

/** The state of a stored transaction, read from the database. */
export async function transactionState(platform: TestPlatform, id: string): Promise<string> {
  const row = await platform.ctx.db
    .selectFrom('transactions')
    .select('state')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.state;
}

/** The kinds of the payment operations of a transaction, in order. */
export async function ledgerKinds(platform: TestPlatform, id: string): Promise<string[]> {
  return (await findLedgerOfTransaction(platform.ctx.db, id)).operations.map((o) => o.kind);
}

/** The templates of every email to an address. */
export async function templatesTo(platform: TestPlatform, to: string): Promise<string[]> {
  return (await listMail(platform.ctx, to)).map((m) => m.template);
}

/** A transition by the operator through the admin API (`ADMIN_API_TOKEN` of the platform unless given). */
export function operatorTransition(
  platform: TestPlatform,
  body: Record<string, unknown>,
  options: { include?: string; token?: string } = {},
): Promise<{ status: number; body: Body }> {
  const query = options.include ? `?include=${options.include}` : '';
  return platform.app
    .inject({
      method: 'POST',
      url: `/v1/admin/transactions/transition${query}`,
      headers: {
        authorization: `Bearer ${options.token ?? platform.ctx.env.ADMIN_API_TOKEN}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      payload: JSON.stringify(body),
    })
    .then((res) => ({ status: res.statusCode, body: res.json() as Body }));
}
