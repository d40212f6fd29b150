import type { PlatformContext } from '../../context.ts';
import { findListingById } from '../listings/listings.repository.ts';
import { composeMail, oneLine } from '../mail/templates/mail-layout.ts';
import { getMarketplaceName } from '../marketplace/marketplace.service.ts';
import { findUserById } from '../users/users.repository.ts';
import { findTransactionById } from './transactions.repository.ts';

/** The words of one notification: `{listing}` and `{other}` (the other party) are filled in. */
interface NotificationWords {
  subject: string;
  heading: string;
  body: string;
}

// Booking and inquiry templates of process-tables.md; others fall back to a generic update.
const WORDS: Record<string, NotificationWords> = {
  'booking-new-request': {
    subject: 'New booking request for {listing}',
    heading: 'You have a new booking request',
    body: '{other} requested to book {listing}. Accept or decline the request before it expires.',
  },
  'booking-accepted-request': {
    subject: 'Your booking of {listing} was accepted',
    heading: 'Your booking was accepted',
    body: '{other} accepted your booking of {listing}. Your card has now been charged.',
  },
  'booking-operator-accepted-request': {
    subject: 'A booking of {listing} was accepted for you',
    heading: 'A booking was accepted by the marketplace',
    body: 'The marketplace team accepted the booking of {listing} by {other} on your behalf.',
  },
  'booking-declined-request': {
    subject: 'Your booking request for {listing} was declined',
    heading: 'Your booking request was declined',
    body: 'Your request to book {listing} was declined. You have not been charged.',
  },
  'booking-operator-declined-request': {
    subject: 'A booking request for {listing} was declined for you',
    heading: 'A booking request was declined by the marketplace',
    body: 'The marketplace team declined the booking request of {other} for {listing} on your behalf.',
  },
  'booking-expired-request': {
    subject: 'Your booking request for {listing} expired',
    heading: 'Your booking request expired',
    body: 'Your request to book {listing} was not answered in time and has expired. You have not been charged.',
  },
  'booking-money-paid': {
    subject: 'Your payout for {listing} is on its way',
    heading: 'You have been paid',
    body: 'The booking of {listing} by {other} is complete and your payout has been sent.',
  },
  'booking-review-by-provider-wanted': {
    subject: 'Review {other}',
    heading: 'How did the booking go?',
    body: 'The booking of {listing} is complete. Leave a review of {other}.',
  },
  'booking-review-by-customer-wanted': {
    subject: 'Review your booking of {listing}',
    heading: 'How was your booking?',
    body: 'Your booking of {listing} is complete. Leave a review of {other}.',
  },
  'booking-review-by-other-party-unpublished': {
    subject: '{other} left you a review',
    heading: 'You have a new review',
    body: '{other} reviewed you for {listing}. Leave your own review to see it: both are published together.',
  },
  'booking-review-by-other-party-published': {
    subject: '{other} left you a review',
    heading: 'Your reviews are published',
    body: 'Both reviews of {listing} are now published.',
  },
  'inquiry-new-inquiry': {
    subject: 'New inquiry about {listing}',
    heading: 'You have a new inquiry',
    body: '{other} sent an inquiry about {listing}.',
  },
};

const GENERIC: NotificationWords = {
  subject: 'Update on {listing}',
  heading: 'Your transaction was updated',
  body: 'There is news about your transaction for {listing} with {other}.',
};

/**
 * Sends one transaction notification (the `transaction.notification` job): to the customer or the
 * provider, with a link to the order or sale page. A delayed one whose transaction has left the
 * state it was scheduled from is dropped; so is one for a deleted or banned recipient.
 */
export async function sendTransactionNotification(
  ctx: PlatformContext,
  payload: {
    transactionId: string;
    template: string;
    to: 'customer' | 'provider';
    state: string;
    delayed: boolean;
  },
): Promise<'sent' | 'dropped'> {
  const tx = await findTransactionById(ctx.db, payload.transactionId);
  if (!tx || (payload.delayed && tx.state !== payload.state)) return 'dropped';
  const toCustomer = payload.to === 'customer';
  const [recipient, other, listing] = await Promise.all([
    findUserById(ctx.db, toCustomer ? tx.customerId : tx.providerId),
    findUserById(ctx.db, toCustomer ? tx.providerId : tx.customerId),
    findListingById(ctx.db, tx.listingId),
  ]);
  if (!recipient || recipient.deleted || recipient.banned) return 'dropped';
  const words = WORDS[payload.template] ?? GENERIC;
  const fill = (text: string) =>
    text
      .replaceAll('{listing}', oneLine(listing?.title ?? 'a listing'))
      .replaceAll('{other}', oneLine(other && !other.deleted ? other.displayName : 'The other party'));
  const name = oneLine(await getMarketplaceName(ctx));
  const page = `${ctx.env.ROOT_URL.replace(/\/$/, '')}/${toCustomer ? 'order' : 'sale'}/${tx.id}`;
  await ctx.mail.send({
    ...composeMail({
      template: payload.template,
      to: recipient.email,
      subject: fill(words.subject),
      marketplaceName: name,
      heading: fill(words.heading),
      firstName: recipient.firstName,
      intro: [fill(words.body)],
      action: { label: toCustomer ? 'View your order' : 'View the sale', url: page },
      outro: [],
      reason: `You received this email because you have a transaction on ${name}.`,
    }),
  });
  return 'sent';
}
