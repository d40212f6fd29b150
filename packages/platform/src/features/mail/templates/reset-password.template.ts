import type { MailMessage } from '../../../ports/mail.port.ts';
import {
  accountTexts,
  composeMail,
  formatValidity,
  type LinkMailParams,
  requireHttpUrl,
} from './mail-layout.ts';

/** The link to choose a new password, sent when someone asks to reset it. */
export function renderPasswordReset(params: LinkMailParams): MailMessage {
  const text = accountTexts(params, { validity: formatValidity(params.validForHours, params.texts) });
  return composeMail({
    template: 'reset-password',
    to: params.to,
    subject: text('ResetPassword.Subject'),
    marketplaceName: params.marketplaceName,
    heading: text('ResetPassword.Heading'),
    firstName: params.firstName,
    intro: [text('ResetPassword.Intro')],
    action: { label: text('ResetPassword.Action'), url: requireHttpUrl(params.link) },
    outro: [text('ResetPassword.Outro')],
    reason: text('ResetPassword.Reason'),
    texts: params.texts,
  });
}
