import {
  fillEmailText,
  NOTIFICATION_EMAIL_TEXTS,
  notificationWordsOf,
} from '@mercato/core/assets/email-texts';
import type { PlatformContext } from '../../context.ts';
import { findListingById } from '../listings/listings.repository.ts';
import { currentEmailTexts } from '../mail/email-texts.service.ts';
import { composeMail, oneLine } from '../mail/templates/mail-layout.ts';
import { getMarketplaceName } from '../marketplace/marketplace.service.ts';
import { findUserById } from '../users/users.repository.ts';
import { findTransactionById } from './transactions.repository.ts';

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
  // The operator's words (`/content/email-texts.json`), else Mercato's.
  const [texts, marketplaceName] = await Promise.all([currentEmailTexts(ctx), getMarketplaceName(ctx)]);
  const words = notificationWordsOf(texts, payload.template);
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
  await ctx.mail.send({
    ...composeMail({
      template: payload.template,
      to: recipient.email,
      subject: fill(words.subject),
      marketplaceName: name,
      heading: fill(words.heading),
      firstName: recipient.firstName,
      intro: [fill(words.body)],
      action: { label: text(toCustomer ? 'Notification.ViewOrder' : 'Notification.ViewSale'), url: page },
      outro: [],
      reason: text('Notification.Reason'),
      texts,
    }),
  });
  return 'sent';
}
