// The words of Mercato's emails (`/content/email-texts.json`), written for Mercato (no template's copy).

/** The words of one notification: `{listing}` and `{other}` (the other party) are filled in. */
export interface NotificationWords {
  subject: string;
  heading: string;
  body: string;
}

/**
 * The words of each notification template of the default processes (process-tables.md), by
 * template name; a template of another process falls back to `GENERIC_WORDS`.
 */
export const NOTIFICATION_WORDS: Readonly<Record<string, NotificationWords>> = {
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
  'purchase-new-order': {
    subject: 'New order for {listing}',
    heading: 'You have a new order',
    body: '{other} bought {listing} and has paid. Send or hand over the order, then mark it delivered.',
  },
  'purchase-order-receipt': {
    subject: 'Your order of {listing}',
    heading: 'Thank you for your order',
    body: 'You bought {listing} from {other}. Your payment went through; {other} will now send or hand over your order.',
  },
  'purchase-shipping-reminder': {
    subject: 'Reminder: {other} is waiting for {listing}',
    heading: 'An order is waiting to be delivered',
    body: '{other} ordered {listing} three days ago. Deliver it and mark it delivered, or the order is cancelled and refunded 14 days after it was paid.',
  },
  'purchase-order-marked-as-delivered': {
    subject: 'Your order of {listing} was delivered',
    heading: 'Your order is on its way to you',
    body: '{other} marked your order of {listing} delivered. Once you have it, mark it received; if something is wrong, report a problem.',
  },
  'purchase-order-operator-marked-as-delivered': {
    subject: 'An order of {listing} was marked delivered for you',
    heading: 'The marketplace marked an order delivered',
    body: 'The marketplace team marked the order of {listing} by {other} delivered on your behalf.',
  },
  'purchase-mark-order-received-reminder': {
    subject: 'Did you receive {listing}?',
    heading: 'Please confirm you received your order',
    body: 'Your order of {listing} was delivered 12 days ago. Mark it received, or report a problem; in two days it is marked received for you.',
  },
  'purchase-order-marked-as-received': {
    subject: '{other} received {listing}',
    heading: 'Your order was received',
    body: '{other} marked the order of {listing} received. Your payout has been sent.',
  },
  'purchase-shipping-time-expired-customer': {
    subject: 'Your order of {listing} was cancelled',
    heading: 'Your order was not delivered in time',
    body: '{other} did not deliver {listing} within 14 days, so the order was cancelled. Your payment has been refunded.',
  },
  'purchase-shipping-time-expired-provider': {
    subject: 'The order of {listing} was cancelled',
    heading: 'An order was not delivered in time',
    body: 'The order of {listing} by {other} was not marked delivered within 14 days, so it was cancelled and refunded.',
  },
  'purchase-order-canceled-to-customer': {
    subject: 'Your order of {listing} was cancelled',
    heading: 'Your order was cancelled',
    body: 'The marketplace team cancelled your order of {listing}. Your payment has been refunded.',
  },
  'purchase-order-canceled-to-provider': {
    subject: 'The order of {listing} was cancelled',
    heading: 'An order was cancelled',
    body: 'The marketplace team cancelled the order of {listing} by {other}. The payment has been refunded.',
  },
  'purchase-order-auto-marked-as-received-customer': {
    subject: 'Your order of {listing} was marked received',
    heading: 'Your order was marked received',
    body: 'Your order of {listing} was delivered two weeks ago, so it has been marked received.',
  },
  'purchase-order-auto-marked-as-received-provider': {
    subject: 'The order of {listing} was marked received',
    heading: 'An order was marked received',
    body: 'The order of {listing} by {other} was marked received two weeks after delivery. Your payout has been sent.',
  },
  'purchase-order-disputed': {
    subject: 'A problem was reported with {listing}',
    heading: 'An order is disputed',
    body: 'A problem was reported with the order of {listing}. The marketplace team will look into it and be in touch.',
  },
  'purchase-order-operator-disputed': {
    subject: 'Your order of {listing} is disputed',
    heading: 'The marketplace opened a dispute',
    body: 'The marketplace team opened a dispute about your order of {listing} and will be in touch.',
  },
  'purchase-order-received-from-disputed-customer': {
    subject: 'The dispute about {listing} is closed',
    heading: 'Your order was marked received',
    body: 'The marketplace team closed the dispute about {listing} and marked the order received.',
  },
  'purchase-order-received-from-disputed-provider': {
    subject: 'The dispute about {listing} is closed',
    heading: 'The order was marked received',
    body: 'The marketplace team closed the dispute about {listing} and marked the order received. Your payout has been sent.',
  },
  'purchase-order-canceled-from-disputed-customer': {
    subject: 'Your order of {listing} was cancelled',
    heading: 'The dispute ended in a refund',
    body: 'The marketplace team cancelled your order of {listing} after the dispute. Your payment has been refunded.',
  },
  'purchase-order-canceled-from-disputed-provider': {
    subject: 'The order of {listing} was cancelled',
    heading: 'The dispute ended in a refund',
    body: 'The marketplace team cancelled the order of {listing} by {other} after the dispute, and refunded it.',
  },
  'purchase-order-auto-canceled-from-disputed-customer': {
    subject: 'Your order of {listing} was cancelled',
    heading: 'The dispute ended in a refund',
    body: 'The dispute about {listing} was not resolved within 60 days, so the order was cancelled and your payment refunded.',
  },
  'purchase-order-auto-canceled-from-disputed-provider': {
    subject: 'The order of {listing} was cancelled',
    heading: 'The dispute ended in a refund',
    body: 'The dispute about {listing} was not resolved within 60 days, so the order by {other} was cancelled and refunded.',
  },
  'purchase-order-review-by-provider-wanted': {
    subject: 'Review {other}',
    heading: 'How did the order go?',
    body: 'The order of {listing} is complete. Leave a review of {other}.',
  },
  'purchase-order-review-by-customer-wanted': {
    subject: 'Review your order of {listing}',
    heading: 'How was your order?',
    body: 'Your order of {listing} is complete. Leave a review of {other}.',
  },
  'purchase-review-by-other-party-unpublished': {
    subject: '{other} left you a review',
    heading: 'You have a new review',
    body: '{other} reviewed you for {listing}. Leave your own review to see it: both are published together.',
  },
  'purchase-review-by-other-party-published': {
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

/** A template without words of its own. */
export const GENERIC_WORDS: NotificationWords = {
  subject: 'Update on {listing}',
  heading: 'Your transaction was updated',
  body: 'There is news about your transaction for {listing} with {other}.',
};

/** The texts of `/content/email-texts.json`: an operator's words by key, over the defaults. */
export type EmailTexts = Readonly<Record<string, string>>;

/** The parts of a notification that `/content/email-texts.json` words. */
export type NotificationPart = 'Subject' | 'Heading' | 'Body';

/**
 * The email-texts key of a part of a notification, the template name in the template's casing:
 * `booking-new-request` → `BookingNewRequest.Subject`. A template without words of its own uses
 * the `Generic.*` texts.
 */
export function notificationTextKey(template: string, part: NotificationPart): string {
  const name = template
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return `${name}.${part}`;
}

/** The subjects of the account emails; `{marketplaceName}` is filled in. */
export const ACCOUNT_EMAIL_SUBJECTS = {
  'VerifyEmail.Subject': 'Confirm your email address for {marketplaceName}',
  'EmailChangeVerification.Subject': 'Confirm your new email address for {marketplaceName}',
  'EmailChanged.Subject': 'Your {marketplaceName} email address was changed',
  'PasswordChanged.Subject': 'Your {marketplaceName} password was changed',
  'ResetPassword.Subject': 'Reset your {marketplaceName} password',
} as const;

/** The email-texts key of each account email's subject. */
export type AccountSubjectKey = keyof typeof ACCOUNT_EMAIL_SUBJECTS;

/** Every text an operator may reword, as `/content/email-texts.json` holds them until they do. */
export function defaultEmailTexts(): Record<string, string> {
  const texts: Record<string, string> = { ...ACCOUNT_EMAIL_SUBJECTS };
  const entries = [...Object.entries(NOTIFICATION_WORDS), ['generic', GENERIC_WORDS] as const];
  for (const [template, words] of entries) {
    texts[notificationTextKey(template, 'Subject')] = words.subject;
    texts[notificationTextKey(template, 'Heading')] = words.heading;
    texts[notificationTextKey(template, 'Body')] = words.body;
  }
  return texts;
}

/**
 * The texts in force: the operator's document (only its non-empty strings count) over the
 * defaults, so a document that rewords one subject leaves every other text as it was.
 */
export function emailTextsOf(document: unknown): EmailTexts {
  const texts = defaultEmailTexts();
  if (document && typeof document === 'object' && !Array.isArray(document)) {
    for (const [key, value] of Object.entries(document)) {
      if (typeof value === 'string' && value.trim() !== '') texts[key] = value;
    }
  }
  return texts;
}

/** Fills `{name}` placeholders; an unknown one is left as written, so a typo shows instead of vanishing. */
export function fillEmailText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** The words of a notification in force: its own texts, else the generic ones. */
export function notificationWordsOf(texts: EmailTexts, template: string): NotificationWords {
  const part = (name: NotificationPart) =>
    texts[notificationTextKey(template, name)] ?? texts[notificationTextKey('generic', name)] ?? '';
  return { subject: part('Subject'), heading: part('Heading'), body: part('Body') };
}
