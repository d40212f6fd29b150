import {
  BREAKDOWN_EMAIL_TEXT_PREFIX,
  type EmailTexts,
  NOTIFICATION_EMAIL_TEXTS,
} from '@mercato/core/assets/email-texts';
import { bookingPeriodText, listingClockOf } from '@mercato/core/availability/booking-period';
import {
  type BreakdownParty,
  type BreakdownTexts,
  priceBreakdownOf,
} from '@mercato/core/pricing/price-breakdown';
import { PRICE_BREAKDOWN_TEXTS } from '@mercato/core/texts/catalogs/transactions/price-breakdown';
import { formatText, textsOf } from '@mercato/core/texts/ui-texts';
import { shippingAddressLinesOf } from '@mercato/core/validators/shipping-address-lines';
import type { Booking } from '../bookings/booking.ts';
import type { Listing } from '../listings/listing.ts';
import type { MailDetails } from '../mail/templates/mail-layout.ts';
import type { Transaction } from './transaction.ts';

/** The texts of the details block, by key. */
type DetailKey = keyof typeof NOTIFICATION_EMAIL_TEXTS;

/** A text of the details block in force, its placeholders filled. */
function detailText(texts: EmailTexts, key: DetailKey, values?: Record<string, string | number>) {
  return formatText(texts[key] ?? NOTIFICATION_EMAIL_TEXTS[key], values);
}

/** The price breakdown worded by the email texts (`Notification.PriceBreakdown.*`). */
function breakdownTexts(texts: EmailTexts): BreakdownTexts {
  const translations: Record<string, string> = {};
  for (const key of Object.keys(PRICE_BREAKDOWN_TEXTS.texts)) {
    const text = texts[`${BREAKDOWN_EMAIL_TEXT_PREFIX}${key}`];
    if (text !== undefined) translations[`${PRICE_BREAKDOWN_TEXTS.namespace}.${key}`] = text;
  }
  return textsOf(PRICE_BREAKDOWN_TEXTS, translations);
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * What a transaction email states about the transaction, as the recipient's order or sale page
 * does: the listing, the booked time on the listing's clock (naming its zone), the option and the
 * delivery of an order, and the recipient's price breakdown — the customer's pay-in or the
 * provider's payout. An inquiry without line items shows only its listing.
 */
export function transactionMailDetails(
  input: { tx: Transaction; listing: Listing | undefined; booking: Booking | undefined; to: BreakdownParty },
  texts: EmailTexts,
): MailDetails {
  const { tx, listing, booking, to } = input;
  const rows: MailDetails['rows'] = [];
  const add = (key: DetailKey, value: string | null) => {
    if (value) rows.push({ label: detailText(texts, key), value });
  };
  add('Notification.Listing', listing ? listing.title : detailText(texts, 'Notification.UnknownListing'));
  if (booking) {
    const { kind, timeZone } = listingClockOf(listing?.availabilityPlan);
    const period = { start: booking.start.toISOString(), end: booking.end.toISOString() };
    add('Notification.When', bookingPeriodText(period, kind, timeZone));
  }
  const data = tx.protectedData;
  add('Notification.Option', textOf(data.priceVariantName));
  if (data.deliveryMethod === 'shipping') {
    add('Notification.Delivery', detailText(texts, 'Notification.Shipping'));
    add('Notification.ShipTo', shippingAddressLinesOf(data).join(', ') || null);
  } else if (data.deliveryMethod === 'pickup') {
    add('Notification.Delivery', detailText(texts, 'Notification.Pickup'));
  }
  const breakdown = priceBreakdownOf(tx, to, breakdownTexts(texts));
  for (const row of breakdown.rows) rows.push({ label: row.label, value: row.amount });
  if (breakdown.total && breakdown.rows.length > 0) {
    rows.push({ label: breakdown.totalLabel, value: breakdown.total, total: true });
  }
  return { title: detailText(texts, 'Notification.DetailsTitle'), rows };
}
