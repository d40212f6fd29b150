import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';

/**
 * How long messages gather before their email goes: a party who writes three lines in a row sends
 * the other party one email quoting all three, at most this long after the first.
 */
export const MESSAGE_EMAIL_WINDOW_MS = 2 * 60_000;

/**
 * The email telling a party of the messages the other party wrote in one window (`since` until
 * `until`), sent by the worker when the window closes; scheduled once per transaction, recipient
 * and window (`messageEmailKey`).
 */
export const messageNotificationJob = defineJob({
  name: 'message.notification',
  payload: z.object({
    transactionId: z.uuid(),
    to: z.enum(['customer', 'provider']),
    since: z.iso.datetime(),
    until: z.iso.datetime(),
  }),
  async handle(payload, run) {
    const { sendMessageNotification } = await import('./message-mail.service.ts');
    const outcome = await sendMessageNotification(run.ctx, payload, `job:${run.id}`);
    run.log.info({ ...payload, outcome }, 'message notification');
  },
});

/** The window a message written at `at` falls in, and the key of its email. */
export function messageEmailWindow(
  transactionId: string,
  to: 'customer' | 'provider',
  at: Date,
): { since: Date; until: Date; key: string } {
  const start = Math.floor(at.getTime() / MESSAGE_EMAIL_WINDOW_MS) * MESSAGE_EMAIL_WINDOW_MS;
  return {
    since: new Date(start),
    until: new Date(start + MESSAGE_EMAIL_WINDOW_MS),
    key: `message:${transactionId}:${to}:${start}`,
  };
}
