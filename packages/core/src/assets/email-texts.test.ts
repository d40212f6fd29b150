import { DEFAULT_BOOKING_PROCESS } from '@mercato/core/processes/default-booking';
import { DEFAULT_INQUIRY_PROCESS } from '@mercato/core/processes/default-inquiry';
import { DEFAULT_PURCHASE_PROCESS } from '@mercato/core/processes/default-purchase';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_WORDS } from './transaction-mail-words.ts';

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
