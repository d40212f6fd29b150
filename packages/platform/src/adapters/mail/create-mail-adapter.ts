import type { PlatformEnv } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailLog, MailPort } from '../../ports/mail.port.ts';
import { createOutboxMailAdapter } from './outbox-mail.adapter.ts';
import { createSmtpMailAdapter } from './smtp-mail.adapter.ts';

/** Picks the mail adapter the environment asks for (`MAIL_TRANSPORT`). */
export function createMailAdapter(env: PlatformEnv, log: MailLog, clock: Clock): MailPort {
  if (env.MAIL_TRANSPORT === 'smtp') {
    // The env schema already refuses MAIL_TRANSPORT=smtp without SMTP_URL; this guards other callers.
    if (!env.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
    return createSmtpMailAdapter({ url: env.SMTP_URL, from: env.MAIL_FROM }, log, clock);
  }
  return createOutboxMailAdapter(log, clock);
}
