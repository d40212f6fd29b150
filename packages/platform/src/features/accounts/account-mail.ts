import type { PlatformContext } from '../../context.ts';
import type { MailMessage } from '../../ports/mail.port.ts';
import { currentEmailTexts } from '../mail/email-texts.service.ts';
import { renderEmailChangeVerification } from '../mail/templates/email-change-verification.template.ts';
import { renderEmailChangedNotice } from '../mail/templates/email-changed.template.ts';
import type { AccountMailParams } from '../mail/templates/mail-layout.ts';
import { renderPasswordChangedNotice } from '../mail/templates/password-changed.template.ts';
import { renderPasswordReset } from '../mail/templates/reset-password.template.ts';
import { renderVerifyEmail } from '../mail/templates/verify-email.template.ts';
import { getMarketplaceName } from '../marketplace/marketplace.service.ts';
import type { User } from '../users/user.ts';

/** One account email and what it needs: link emails carry the link's real lifetime. */
export type AccountMail = { user: User; to: string } & (
  | {
      kind: 'verify-email' | 'email-change-verification' | 'reset-password';
      link: string;
      validForHours: number;
    }
  | { kind: 'email-changed'; newEmail: string }
  | { kind: 'password-changed' }
);

/** The account emails the platform sends. */
export type AccountMailKind = AccountMail['kind'];

/** Renders and sends one account email through the configured mail adapter. */
export async function sendAccountMail(ctx: PlatformContext, mail: AccountMail): Promise<void> {
  const [marketplaceName, texts] = await Promise.all([getMarketplaceName(ctx), currentEmailTexts(ctx)]);
  const base = { to: mail.to, firstName: mail.user.firstName, marketplaceName, texts };
  await ctx.mail.send(renderAccountMail(mail, base));
}

function renderAccountMail(mail: AccountMail, base: AccountMailParams): MailMessage {
  switch (mail.kind) {
    case 'verify-email':
      return renderVerifyEmail({ ...base, link: mail.link, validForHours: mail.validForHours });
    case 'email-change-verification':
      return renderEmailChangeVerification({ ...base, link: mail.link, validForHours: mail.validForHours });
    case 'reset-password':
      return renderPasswordReset({ ...base, link: mail.link, validForHours: mail.validForHours });
    case 'email-changed':
      return renderEmailChangedNotice({ ...base, newEmail: mail.newEmail });
    case 'password-changed':
      return renderPasswordChangedNotice(base);
  }
}
