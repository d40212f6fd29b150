import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_PROCESS } from '../processes/default-booking.ts';
import { DEFAULT_INQUIRY_PROCESS } from '../processes/default-inquiry.ts';
import { DEFAULT_PURCHASE_PROCESS } from '../processes/default-purchase.ts';
import {
  ACCOUNT_EMAIL_PLACEHOLDERS,
  ACCOUNT_EMAIL_TEXTS,
  type AccountEmailName,
  defaultEmailTexts,
  emailParagraphs,
  emailTextsOf,
  fillEmailText,
  NOTIFICATION_WORDS,
  notificationTextKey,
  notificationWordsOf,
} from './email-texts.ts';

describe('notification words', () => {
  const processes = [DEFAULT_BOOKING_PROCESS, DEFAULT_PURCHASE_PROCESS, DEFAULT_INQUIRY_PROCESS];

  it('has words of its own for every email the booking, purchase and inquiry processes send', () => {
    const templates = processes.flatMap((p) => p.notifications.map((n) => n.template));
    expect(templates.filter((template) => !NOTIFICATION_WORDS[template])).toEqual([]);
  });

  it('fills only the placeholders the mail service knows', () => {
    for (const words of Object.values(NOTIFICATION_WORDS)) {
      const text = `${words.subject} ${words.heading} ${words.body}`;
      expect(text.match(/\{[a-z]+\}/g)?.filter((p) => p !== '{listing}' && p !== '{other}') ?? []).toEqual(
        [],
      );
    }
  });
});

describe('email texts', () => {
  it('keys each part of a notification by its template name in the template casing', () => {
    expect(notificationTextKey('booking-new-request', 'Subject')).toBe('BookingNewRequest.Subject');
    expect(notificationTextKey('generic', 'Body')).toBe('Generic.Body');
    const texts = defaultEmailTexts();
    expect(texts['BookingNewRequest.Subject']).toBe(NOTIFICATION_WORDS['booking-new-request']?.subject);
    expect(texts['VerifyEmail.Subject']).toBe('Confirm your email address for {marketplaceName}');
  });

  it("lays the operator's non-empty texts over the defaults and ignores anything else", () => {
    const texts = emailTextsOf({
      'BookingNewRequest.Subject': 'Someone wants {listing}!',
      'BookingNewRequest.Heading': '   ',
      'ResetPassword.Subject': 42,
    });
    expect(notificationWordsOf(texts, 'booking-new-request')).toEqual({
      subject: 'Someone wants {listing}!',
      heading: NOTIFICATION_WORDS['booking-new-request']?.heading,
      body: NOTIFICATION_WORDS['booking-new-request']?.body,
    });
    expect(texts['ResetPassword.Subject']).toBe('Reset your {marketplaceName} password');
    expect(emailTextsOf(null)).toEqual(defaultEmailTexts());
    expect(emailTextsOf(['x'])).toEqual(defaultEmailTexts());
  });

  it('words a template without texts of its own with the generic ones', () => {
    expect(notificationWordsOf(defaultEmailTexts(), 'custom-process-step').subject).toBe(
      'Update on {listing}',
    );
  });

  it('fills known placeholders and leaves unknown ones as written', () => {
    expect(fillEmailText('{other} booked {listing} ({typo})', { other: 'Ada', listing: 'Kayak' })).toBe(
      'Ada booked Kayak ({typo})',
    );
  });
});

describe('account email texts', () => {
  const emails: AccountEmailName[] = [
    'VerifyEmail',
    'EmailChangeVerification',
    'EmailChanged',
    'PasswordChanged',
    'ResetPassword',
  ];

  it('words every part of every account email, and the defaults hold them all', () => {
    const keys = Object.keys(ACCOUNT_EMAIL_TEXTS);
    for (const email of emails) {
      for (const part of ['Subject', 'Heading', 'Intro', 'Outro', 'Reason']) {
        expect(keys).toContain(`${email}.${part}`);
      }
    }
    // Only the emails carrying a link have a button.
    expect(keys.filter((key) => key.endsWith('.Action')).sort()).toEqual([
      'EmailChangeVerification.Action',
      'ResetPassword.Action',
      'VerifyEmail.Action',
    ]);
    const defaults = defaultEmailTexts();
    for (const [key, text] of Object.entries(ACCOUNT_EMAIL_TEXTS)) expect(defaults[key]).toBe(text);
  });

  it('uses in each default only the placeholders its email fills', () => {
    for (const [key, text] of Object.entries(ACCOUNT_EMAIL_TEXTS)) {
      const group = key.split('.')[0] as keyof typeof ACCOUNT_EMAIL_PLACEHOLDERS;
      const known = ACCOUNT_EMAIL_PLACEHOLDERS[group];
      expect(known, key).toBeDefined();
      const used = [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1]);
      expect(
        used.filter((name) => !known?.includes(name ?? '')),
        key,
      ).toEqual([]);
    }
  });

  it("lets the operator reword a body text, and keeps Mercato's for the rest", () => {
    const texts = emailTextsOf({ 'ResetPassword.Intro': 'Someone asked for a new password for {email}.' });
    expect(texts['ResetPassword.Intro']).toBe('Someone asked for a new password for {email}.');
    expect(texts['ResetPassword.Action']).toBe(ACCOUNT_EMAIL_TEXTS['ResetPassword.Action']);
    expect(texts['AccountEmail.Greeting']).toBe('Hi {firstName},');
  });

  it('splits a text into paragraphs at blank lines, keeping single line breaks', () => {
    expect(emailParagraphs('One.\n\nTwo,\nstill two.\r\n  \r\nThree.\n\n\n')).toEqual([
      'One.',
      'Two,\nstill two.',
      'Three.',
    ]);
    expect(emailParagraphs('  ')).toEqual([]);
  });
});
