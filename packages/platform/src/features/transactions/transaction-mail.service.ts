import {
  fillEmailText,
  NOTIFICATION_EMAIL_TEXTS,
  notificationWordsOf,
} from '@mercato/core/assets/email-texts';
import { formatText } from '@mercato/core/texts/ui-texts';
import type { PlatformContext } from '../../context.ts';
import type { MailMessage } from '../../ports/mail.port.ts';
import { findBookingsOfTransactions } from '../bookings/bookings.queries.ts';
import { findListingById } from '../listings/listings.queries.ts';
import { currentEmailTexts } from '../mail/email-texts.service.ts';
import { composeMail, oneLine } from '../mail/templates/mail-layout.ts';
import { getMarketplaceName } from '../marketplace/marketplace.service.ts';
import { findUserById } from '../users/users.queries.ts';
import type { Transaction } from './transaction.ts';
import { transactionMailDetails } from './transaction-mail-details.ts';
import { findTransactionById } from './transactions.repository.ts';

/** A party of a transaction an email goes to. */
export type MailParty = 'customer' | 'provider';

/**
 * An email to one party of a transaction in the words of `template` (`/content/email-texts.json`
 * over Mercato's): the template's subject, heading and body about the listing and the other party,
 * `quotes` (words the other party wrote; `more` says how many were left out), the transaction's details as the party's order or sale
 * page states them, and a button to that page. Null when the recipient was deleted or banned.
 */
export async function composeTransactionMail(
  ctx: PlatformContext,
  tx: Transaction,
  to: MailParty,
  template: string,
  options: { quotes?: string[]; more?: number; action?: 'view' | 'reply' } = {},
): Promise<MailMessage | null> {
  const toCustomer = to === 'customer';
  const [recipient, other, listing, bookings] = await Promise.all([
    findUserById(ctx.db, toCustomer ? tx.customerId : tx.providerId),
    findUserById(ctx.db, toCustomer ? tx.providerId : tx.customerId),
    findListingById(ctx.db, tx.listingId),
    findBookingsOfTransactions(ctx.db, [tx.id]),
  ]);
  if (!recipient || recipient.deleted || recipient.banned) return null;
  const [texts, marketplaceName] = await Promise.all([currentEmailTexts(ctx), getMarketplaceName(ctx)]);
  const words = notificationWordsOf(texts, template);
  const name = oneLine(marketplaceName);
  const text = (key: keyof typeof NOTIFICATION_EMAIL_TEXTS) =>
    fillEmailText(texts[key] ?? NOTIFICATION_EMAIL_TEXTS[key], { marketplaceName: name });
  const values = {
    listing: oneLine(listing?.title ?? text('Notification.UnknownListing')),
    other: oneLine(other && !other.deleted ? other.displayName : text('Notification.UnknownUser')),
    marketplaceName: name,
  };
  const fill = (words: string) => fillEmailText(words, values);
  const page = `${ctx.env.ROOT_URL.replace(/\/$/, '')}/${toCustomer ? 'order' : 'sale'}/${tx.id}`;
  const label =
    options.action === 'reply'
      ? text('Notification.Reply')
      : text(toCustomer ? 'Notification.ViewOrder' : 'Notification.ViewSale');
  return composeMail({
    template,
    to: recipient.email,
    subject: fill(words.subject),
    marketplaceName: name,
    heading: fill(words.heading),
    firstName: recipient.firstName,
    intro: [fill(words.body)],
    ...(options.quotes && { quotes: options.quotes }),
    ...(options.more && {
      quotesNote: formatText(text('Notification.MoreMessages'), { count: options.more }),
    }),
    details: transactionMailDetails({ tx, listing, booking: bookings.get(tx.id), to }, texts),
    action: { label, url: page },
    outro: [],
    reason: text('Notification.Reason'),
    texts,
  });
}

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
    to: MailParty;
    state: string;
    delayed: boolean;
  },
  /** Delivered once under this key (the job's id): a run after a crash sends no second email. */
  idempotencyKey?: string,
): Promise<'sent' | 'dropped'> {
  const tx = await findTransactionById(ctx.db, payload.transactionId);
  if (!tx || (payload.delayed && tx.state !== payload.state)) return 'dropped';
  const mail = await composeTransactionMail(ctx, tx, payload.to, payload.template);
  if (!mail) return 'dropped';
  await ctx.mail.send(idempotencyKey ? { ...mail, idempotencyKey } : mail);
  return 'sent';
}
