// The words of Mercato's emails (`/content/email-texts.json`), written for Mercato (no template's copy).

import { PRICE_BREAKDOWN_TEXTS } from '../texts/catalogs/transactions/price-breakdown.ts';

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
  'new-message': {
    subject: '{other} sent you a message about {listing}',
    heading: 'You have a new message',
    body: '{other} wrote to you about {listing}:',
  },
};

/**
 * The words around every notification: the button to the transaction (the customer's order page or
 * the provider's sale page), the small print, and what stands in for a deleted listing or user.
 * `{marketplaceName}` is filled in.
 */
export const NOTIFICATION_EMAIL_TEXTS = {
  'Notification.ViewOrder': 'View your order',
  'Notification.ViewSale': 'View the sale',
  'Notification.Reply': 'Reply',
  'Notification.DetailsTitle': 'Details',
  'Notification.Listing': 'Listing',
  'Notification.When': 'When',
  'Notification.Option': 'Option',
  'Notification.Delivery': 'Delivery',
  'Notification.Shipping': 'Shipping',
  'Notification.Pickup': 'Pickup',
  'Notification.ShipTo': 'Ship to',
  'Notification.MoreMessages': '{count, plural, one {and # more message} other {and # more messages}}',
  'Notification.Reason': 'You received this email because you have a transaction on {marketplaceName}.',
  'Notification.UnknownListing': 'a listing',
  'Notification.UnknownUser': 'The other party',
} as const;

/**
 * The price breakdown of every transaction email, by the keys of the `PriceBreakdown` UI texts and
 * in their words until an operator rewords them here (`Notification.PriceBreakdown.nights`…); these
 * texts may use the plural syntax of the UI texts.
 */
export const BREAKDOWN_EMAIL_TEXT_PREFIX = 'Notification.PriceBreakdown.';

/** The email-texts key of a price breakdown text. */
export function breakdownTextKey(key: string): string {
  return `${BREAKDOWN_EMAIL_TEXT_PREFIX}${key}`;
}

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

/** The account emails, by their name in the email-texts keys (`VerifyEmail.Subject`, ...). */
export type AccountEmailName =
  | 'VerifyEmail'
  | 'EmailChangeVerification'
  | 'EmailChanged'
  | 'PasswordChanged'
  | 'ResetPassword';

/**
 * Every word of the account emails, by email-texts key. Each email has a `Subject` and a `Heading`
 * (one line each), an `Intro` and an `Outro` (paragraphs, separated by a blank line), an `Action`
 * (the button label, in the emails carrying a link) and a `Reason` (the small print saying why the
 * email came). The `AccountEmail.*` texts frame every account email, and the `LinkValidity.*` ones
 * say how long a link is valid: `{count}` is the number, the singular for exactly one.
 * `ACCOUNT_EMAIL_PLACEHOLDERS` lists what each text may use.
 */
export const ACCOUNT_EMAIL_TEXTS = {
  'AccountEmail.Greeting': 'Hi {firstName},',
  'AccountEmail.GreetingNoName': 'Hi there,',
  'AccountEmail.SignOff': 'Thanks,\nThe {marketplaceName} team',
  'AccountEmail.ButtonFallback': 'If the button does not work, copy this link into your browser:',

  'LinkValidity.Minute': '{count} minute',
  'LinkValidity.Minutes': '{count} minutes',
  'LinkValidity.Hour': '{count} hour',
  'LinkValidity.Hours': '{count} hours',
  'LinkValidity.Day': '{count} day',
  'LinkValidity.Days': '{count} days',

  'VerifyEmail.Subject': 'Confirm your email address for {marketplaceName}',
  'VerifyEmail.Heading': 'Welcome to {marketplaceName}!',
  'VerifyEmail.Intro':
    'Thanks for joining {marketplaceName}. To finish setting up your account, please confirm that {email} is your email address.',
  'VerifyEmail.Action': 'Confirm email address',
  'VerifyEmail.Outro':
    'This link is valid for {validity}. If it has expired, you can ask for a new one from your account settings.\n\n' +
    'If you did not sign up for {marketplaceName}, someone may have typed your address by mistake. You can safely ignore this email.',
  'VerifyEmail.Reason':
    'You received this email because this address was used to sign up for {marketplaceName}.',

  'EmailChangeVerification.Subject': 'Confirm your new email address for {marketplaceName}',
  'EmailChangeVerification.Heading': 'Confirm your new email address',
  'EmailChangeVerification.Intro':
    'You asked to change the email address of your {marketplaceName} account to {email}. Please confirm that this address belongs to you.\n\n' +
    'Until you do, we will keep using your current address.',
  'EmailChangeVerification.Action': 'Confirm new email address',
  'EmailChangeVerification.Outro':
    'This link is valid for {validity}. If it has expired, you can change your email again from your account settings.\n\n' +
    'If you did not ask for this, you can ignore this email: this address will not be added to any {marketplaceName} account.',
  'EmailChangeVerification.Reason':
    'You received this email because this address was entered as the new email address of a {marketplaceName} account.',

  'EmailChanged.Subject': 'Your {marketplaceName} email address was changed',
  'EmailChanged.Heading': 'Your email address was changed',
  'EmailChanged.Intro':
    'The email address of your {marketplaceName} account was changed from {email} to {newEmail}. From now on, we will send account emails to the new address.',
  'EmailChanged.Outro':
    'If you made this change, there is nothing else to do.\n\n' +
    'If you did not, someone else may have access to your account. Please contact the {marketplaceName} team right away so we can help you get it back.',
  'EmailChanged.Reason':
    'You received this email because this address was, until now, the email address of a {marketplaceName} account.',

  'PasswordChanged.Subject': 'Your {marketplaceName} password was changed',
  'PasswordChanged.Heading': 'Your password was changed',
  'PasswordChanged.Intro': 'The password of your {marketplaceName} account ({email}) was just changed.',
  'PasswordChanged.Outro':
    'If you made this change, there is nothing else to do.\n\n' +
    'If you did not, someone else may know your password. Reset it right away with "Forgot password" on the {marketplaceName} login page, and contact the {marketplaceName} team if you cannot get into your account.',
  'PasswordChanged.Reason':
    'You received this email because it is the email address of a {marketplaceName} account.',

  'ResetPassword.Subject': 'Reset your {marketplaceName} password',
  'ResetPassword.Heading': 'Reset your password',
  'ResetPassword.Intro':
    'We received a request to reset the password of the {marketplaceName} account for {email}. You can choose a new password with the link below.',
  'ResetPassword.Action': 'Choose a new password',
  'ResetPassword.Outro':
    'This link is valid for {validity}. If it has expired, you can ask for a new one on the login page.\n\n' +
    'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
  'ResetPassword.Reason':
    'You received this email because a password reset was requested for a {marketplaceName} account with this address.',
} as const satisfies Record<string, string>;

/** The email-texts key of a text of the account emails. */
export type AccountEmailKey = keyof typeof ACCOUNT_EMAIL_TEXTS;

/** The placeholders that every account email fills in every one of its texts. */
const EVERY_ACCOUNT_EMAIL = ['marketplaceName', 'firstName', 'email'] as const;

/**
 * The placeholders the account emails fill, by key prefix: what an operator may write in those
 * texts (an unknown one is left as written). `{email}` is the address the email goes to;
 * `{firstName}` is empty for a user without a name, whom `AccountEmail.GreetingNoName` greets.
 */
export const ACCOUNT_EMAIL_PLACEHOLDERS: Readonly<
  Record<AccountEmailName | 'AccountEmail' | 'LinkValidity', readonly string[]>
> = {
  AccountEmail: EVERY_ACCOUNT_EMAIL,
  LinkValidity: ['count'],
  VerifyEmail: [...EVERY_ACCOUNT_EMAIL, 'validity'],
  EmailChangeVerification: [...EVERY_ACCOUNT_EMAIL, 'validity'],
  EmailChanged: [...EVERY_ACCOUNT_EMAIL, 'newEmail'],
  PasswordChanged: EVERY_ACCOUNT_EMAIL,
  ResetPassword: [...EVERY_ACCOUNT_EMAIL, 'validity'],
};

/**
 * The paragraphs of a text: an operator separates them with a blank line, in any line-ending
 * convention. A single line break stays inside its paragraph.
 */
export function emailParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** Every text an operator may reword, as `/content/email-texts.json` holds them until they do. */
export function defaultEmailTexts(): Record<string, string> {
  const texts: Record<string, string> = { ...ACCOUNT_EMAIL_TEXTS, ...NOTIFICATION_EMAIL_TEXTS };
  for (const [key, text] of Object.entries(PRICE_BREAKDOWN_TEXTS.texts)) texts[breakdownTextKey(key)] = text;
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
