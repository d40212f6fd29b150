import type { PlatformContext } from '../../context.ts';
import { renderEmailChangeVerification } from '../mail/templates/email-change-verification.template.ts';
import { renderEmailChangedNotice } from '../mail/templates/email-changed.template.ts';
import { renderPasswordChangedNotice } from '../mail/templates/password-changed.template.ts';
import { renderPasswordReset } from '../mail/templates/reset-password.template.ts';
import { renderVerifyEmail } from '../mail/templates/verify-email.template.ts';
import { findMarketplace } from '../marketplace/marketplace.repository.ts';
import type { User } from '../users/user.ts';

/** The account emails the platform sends. */
export type AccountMailKind =
  | 'verify-email'
  | 'email-change-verification'
  | 'email-changed'
  | 'reset-password'
  | 'password-changed';

/** What an account email is about. */
export interface AccountMailInput {
  user: User;
  to: string;
  link?: string;
  validForHours?: number;
  newEmail?: string;
}

/** Renders and sends one account email through the configured mail adapter. */
export async function sendAccountMail(
  ctx: PlatformContext,
  kind: AccountMailKind,
  input: AccountMailInput,
): Promise<void> {
  const marketplaceName = (await findMarketplace(ctx.db))?.name ?? 'Mercato';
  const base = { to: input.to, firstName: input.user.firstName, marketplaceName };
  const link = { ...base, link: input.link ?? ctx.env.ROOT_URL, validForHours: input.validForHours };
  const message =
    kind === 'verify-email'
      ? renderVerifyEmail(link)
      : kind === 'email-change-verification'
        ? renderEmailChangeVerification(link)
        : kind === 'reset-password'
          ? renderPasswordReset(link)
          : kind === 'email-changed'
            ? renderEmailChangedNotice({ ...base, newEmail: input.newEmail ?? '' })
            : renderPasswordChangedNotice(base);
  await ctx.mail.send(message);
}
