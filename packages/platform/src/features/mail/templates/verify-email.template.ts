import type { MailMessage } from '../../../ports/mail.port.ts';
import {
  accountTexts,
  composeMail,
  formatValidity,
  type LinkMailParams,
  requireHttpUrl,
} from './mail-layout.ts';

/** Welcome and address confirmation, sent on signup and when the user asks for a new link. */
export function renderVerifyEmail(params: LinkMailParams): MailMessage {
  const text = accountTexts(params, { validity: formatValidity(params.validForHours, params.texts) });
  return composeMail({
    template: 'verify-email',
    to: params.to,
    subject: text('VerifyEmail.Subject'),
    marketplaceName: params.marketplaceName,
    heading: text('VerifyEmail.Heading'),
    firstName: params.firstName,
    intro: [text('VerifyEmail.Intro')],
    action: { label: text('VerifyEmail.Action'), url: requireHttpUrl(params.link) },
    outro: [text('VerifyEmail.Outro')],
    reason: text('VerifyEmail.Reason'),
    texts: params.texts,
  });
}
