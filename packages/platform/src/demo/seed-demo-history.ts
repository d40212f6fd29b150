import { DAY_MS, HOUR_MS } from '@mercato/core/availability/time-constants';
import { createZoneOffsets, weekdayOfLocalDay } from '@mercato/core/availability/time-zone';
import type { PlatformContext } from '../context.ts';
import { messageNotificationJob } from '../features/messages/message-jobs.ts';
import { sendMessage } from '../features/messages/messages.service.ts';
import { transactionNotificationJob } from '../features/transactions/transaction-jobs.ts';
import { initiateTransaction, transitionTransaction } from '../features/transactions/transactions.service.ts';
import { type TransitionParams, TransitionParamsSchema } from '../features/transactions/transition-params.ts';
import { normalizeEmail } from '../features/users/user.ts';
import { findUserByEmail } from '../features/users/users.queries.ts';
import { createJobRunner } from '../jobs/job-runner.ts';
import { deleteQueuedJobsOf } from '../jobs/jobs.service.ts';
import { PLATFORM_JOBS } from '../jobs/platform-jobs.ts';
import { DEMO_HISTORY, type DemoSide, type DemoStart } from './demo-history.ts';
import { DEMO_LISTINGS, type DemoListing, placeOf } from './demo-listings.ts';
import { DEMO_USERS } from './seed.ts';

const SUNDAY = 6;

/** The process of each kind of story start, and its first transition. */
function initialTransitionOf(
  start: DemoStart,
  listing: DemoListing,
): { processAlias: string; transition: string } {
  if ('inquire' in start)
    return { processAlias: 'default-inquiry/release-1', transition: 'transition/inquire-without-payment' };
  if ('download' in start)
    return { processAlias: 'default-download/release-1', transition: 'transition/request-payment' };
  if ('buy' in start)
    return { processAlias: 'default-purchase/release-1', transition: 'transition/request-payment' };
  if (listing.type === 'gear-rental' || listing.type === 'place-to-stay' || listing.hours) {
    return { processAlias: 'default-booking/release-1', transition: 'transition/request-payment' };
  }
  throw new Error(`Demo story books "${listing.title}", which takes no bookings`);
}

/**
 * The booked time of a story: on hourly listings `length` hours from `hour` on the listing's wall
 * clock, `day` days after the story begins (the next day when that is a Sunday, when none of them
 * open); on day and night listings, `length` whole days from that day's midnight, in its zone.
 */
export function demoBookingTimes(
  listing: DemoListing,
  book: { day: number; hour?: number; length: number },
  beginsAt: number,
): { bookingStart: Date; bookingEnd: Date } {
  const zone = createZoneOffsets(placeOf(listing).timezone, beginsAt - 2 * DAY_MS, beginsAt + 60 * DAY_MS);
  let day = zone.localDay(beginsAt) + book.day;
  if (listing.hours) {
    if (weekdayOfLocalDay(day) === SUNDAY) day += 1;
    const start = zone.toEpoch(day * DAY_MS + (book.hour ?? 12) * HOUR_MS);
    return { bookingStart: new Date(start), bookingEnd: new Date(start + book.length * HOUR_MS) };
  }
  return {
    bookingStart: new Date(zone.dayStart(day)),
    bookingEnd: new Date(zone.dayStart(day + book.length)),
  };
}

/** A shipping address in the customer's name (the demo's customers live in Brooklyn). */
function shippingTo(name: string) {
  return {
    name,
    phoneNumber: '+1 718 555 0142',
    address: { line1: '220 Kent Ave', city: 'Brooklyn', state: 'NY', postalCode: '11249', country: 'US' },
  };
}

function initialParams(
  start: DemoStart,
  listing: DemoListing,
  listingId: string,
  customer: string,
  at: number,
) {
  const card = { paymentMethod: 'pm_card_visa' };
  if ('inquire' in start) return { listingId };
  if ('download' in start) return { listingId, ...card };
  if ('buy' in start) {
    return {
      listingId,
      stockReservationQuantity: start.buy.quantity,
      deliveryMethod: 'shipping',
      protectedData: { deliveryMethod: 'shipping', shippingDetails: shippingTo(customer) },
      ...card,
    };
  }
  return { listingId, seats: 1, ...demoBookingTimes(listing, start.book, at), ...card };
}

/** What the seed needs to play the stories: the demo users and listings by name. */
export interface DemoCast {
  users: Map<string, { id: string; name: string }>;
  /** Listing ids by title. */
  listings: Map<string, string>;
}

/**
 * Plays the demo's stories (demo-history.ts) through the transaction engine and messages, each on a
 * clock that starts `begins` days before `ctx.clock()` and moves with its steps, so the history ends
 * by now with the dates a real one would have. The marketplace's timers (expiries, completions,
 * review periods) run when a story says time has passed. The emails those transitions and messages
 * would send are dropped: they are history. Returns the transactions made.
 */
export async function seedDemoHistory(
  ctx: PlatformContext,
  listingIds: Map<string, string>,
): Promise<number> {
  const cast = await castOf(ctx, listingIds);
  if (!cast) return 0;
  const now = ctx.clock().getTime();
  let clock = now;
  const past: PlatformContext = { ...ctx, clock: () => new Date(clock) };
  const delayed = PLATFORM_JOBS.filter((job) => job.name === 'transaction.delayed-transition');
  const timers = createJobRunner(past, { jobs: delayed, log: ctx.log.child({}, { level: 'silent' }) });
  const made: string[] = [];
  for (const story of DEMO_HISTORY) {
    const listing = DEMO_LISTINGS.find((l) => l.title === story.listing);
    const listingId = cast.listings.get(story.listing);
    if (!listing || !listingId) continue;
    const customer = cast.users.get(story.customer)!;
    const provider = cast.users.get(listing.author)!;
    const begins = now - story.begins * DAY_MS;
    clock = begins;
    const first = initialTransitionOf(story.start, listing);
    const params = TransitionParamsSchema.parse(
      initialParams(story.start, listing, listingId, customer.name, begins),
    );
    const { transaction } = await initiateTransaction(
      past,
      { userId: customer.id, trusted: true },
      { ...first, params },
      false,
    );
    made.push(transaction.id);
    const idOf = (side: DemoSide) => (side === 'customer' ? customer.id : provider.id);
    for (const step of story.steps) {
      clock = Math.min(now, begins + step.at * DAY_MS);
      if ('timers' in step) {
        await timers.runDue();
      } else if ('say' in step) {
        await sendMessage(past, idOf(step.by), { transactionId: transaction.id, content: step.say });
      } else {
        const params: TransitionParams = {
          ...(step.review ? { reviewRating: step.review.rating, reviewContent: step.review.text } : {}),
          ...(step.disputeReason ? { protectedData: { disputeReason: step.disputeReason } } : {}),
        };
        await transitionTransaction(
          past,
          { userId: idOf(step.by), trusted: true },
          { id: transaction.id, transition: `transition/${step.transition}`, params },
          false,
        );
      }
    }
  }
  // The timers are up to date at the first start: what fell due by now and no longer applies (the
  // time left to pay an order paid long ago) is done with.
  clock = now;
  await timers.runDue();
  // Their emails are history: nobody is told of them now.
  await deleteQueuedJobsOf(ctx, [transactionNotificationJob.name, messageNotificationJob.name], made);
  return made.length;
}

async function castOf(ctx: PlatformContext, listings: Map<string, string>): Promise<DemoCast | null> {
  const users = new Map<string, { id: string; name: string }>();
  for (const user of DEMO_USERS) {
    const found = await findUserByEmail(ctx.db, normalizeEmail(user.email));
    if (!found) return null;
    users.set(user.firstName.toLowerCase(), { id: found.id, name: `${user.firstName} ${user.lastName}` });
  }
  return { users, listings };
}
