import type { MailMessage } from '../../../ports/mail.port.ts';
import {
  accountTexts,
  composeMail,
  formatValidity,
  type LinkMailParams,
  requireHttpUrl,
} from './mail-layout.ts';

/** Asks the NEW address to confirm itself after a user changes their email. */
export function renderEmailChangeVerification(params: LinkMailParams): MailMessage {
  const text = accountTexts(params, { validity: formatValidity(params.validForHours, params.texts) });
  return composeMail({
    template: 'email-change-verification',
    to: params.to,
    subject: text('EmailChangeVerification.Subject'),
    marketplaceName: params.marketplaceName,
    heading: text('EmailChangeVerification.Heading'),
    firstName: params.firstName,
    intro: [text('EmailChangeVerification.Intro')],
    action: { label: text('EmailChangeVerification.Action'), url: requireHttpUrl(params.link) },
    outro: [text('EmailChangeVerification.Outro')],
    reason: text('EmailChangeVerification.Reason'),
    texts: params.texts,
  });
}
