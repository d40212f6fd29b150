import type { PlatformEnv } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailLog, MailPort } from '../../ports/mail.port.ts';
import { createOutboxMailAdapter } from './outbox-mail.adapter.ts';

/** Picks the mail adapter the environment asks for (`MAIL_TRANSPORT`). */
export function createMailAdapter(env: PlatformEnv, log: MailLog, clock: Clock): MailPort {
  if (env.MAIL_TRANSPORT === 'smtp') {
    // The env schema already refuses MAIL_TRANSPORT=smtp without SMTP_URL; this guards other callers.
    if (!env.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
    // nodemailer is loaded with the first message: a server on the outbox never loads it.
    const options = { url: env.SMTP_URL, from: env.MAIL_FROM };
    let smtp: Promise<MailPort> | undefined;
    return {
      send: async (message) => {
        smtp ??= import('./smtp-mail.adapter.ts').then(({ createSmtpMailAdapter }) =>
          createSmtpMailAdapter(options, log, clock),
        );
        return (await smtp).send(message);
      },
    };
  }
  return createOutboxMailAdapter(log, clock);
}
