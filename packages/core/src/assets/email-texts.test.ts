import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_PROCESS } from '../processes/default-booking.ts';
import { DEFAULT_INQUIRY_PROCESS } from '../processes/default-inquiry.ts';
import { DEFAULT_PURCHASE_PROCESS } from '../processes/default-purchase.ts';
import {
  defaultEmailTexts,
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
