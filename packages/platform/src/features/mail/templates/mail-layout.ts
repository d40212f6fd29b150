import {
  ACCOUNT_EMAIL_SUBJECTS,
  type AccountSubjectKey,
  type EmailTexts,
  fillEmailText,
} from '@mercato/core/assets/email-texts';
import type { MailMessage } from '../../../ports/mail.port.ts';
import { html, type SafeHtml } from '../safe-html.ts';

/** Who an account email goes to, and from which marketplace. */
export interface AccountMailParams {
  to: string;
  /** May be empty (some identity providers give no name): the greeting then says "Hi there". */
  firstName: string;
  marketplaceName: string;
  /** The email texts in force (`/content/email-texts.json` over the defaults); the defaults when absent. */
  texts?: EmailTexts;
}

/** The subject of an account email: the operator's wording of `key`, else Mercato's. */
export function accountSubject(params: AccountMailParams, key: AccountSubjectKey): string {
  const text = params.texts?.[key] ?? ACCOUNT_EMAIL_SUBJECTS[key];
  return fillEmailText(text, { marketplaceName: oneLine(params.marketplaceName) });
}

/** An account email carrying a one-time link. */
export interface LinkMailParams extends AccountMailParams {
  /** Absolute http(s) URL built by the caller from ROOT_URL and the token. */
  link: string;
  /** How long the link's token is valid: the token's real lifetime, so the email never promises more. */
  validForHours: number;
}

/** A button in the HTML body and a labelled link in the text body. */
export interface MailAction {
  label: string;
  url: string;
}

/**
 * The words of one account email. Both bodies are rendered from it, so the text and HTML versions
 * always say the same thing.
 */
export interface MailContent {
  template: string;
  to: string;
  subject: string;
  marketplaceName: string;
  heading: string;
  firstName: string;
  /** Paragraphs before the action. */
  intro: string[];
  action?: MailAction;
  /** Paragraphs after the action: validity, and what to do if it wasn't you. */
  outro: string[];
  /** Why the recipient gets this email, for the small print. */
  reason: string;
}

// Unquoted family names are valid CSS and keep the style attributes free of entities.
const FONT = '-apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica, Arial, sans-serif';
const P = 'margin:0 0 16px;';

/** Collapses whitespace so user-supplied names cannot break a subject line or a heading. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Refuses anything but an absolute http(s) URL, so a caller's bug cannot put `javascript:` in a mail. */
export function requireHttpUrl(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error('Mail link must be an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('Mail link must be http(s)');
  return link;
}

/** "30 minutes", "1 hour", "24 hours", "3 days": how long a link is valid, in words. */
export function formatValidity(hours: number): string {
  if (!Number.isFinite(hours) || hours <= 0) throw new Error('validForHours must be a positive number');
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours < 1) return plural(Math.max(1, Math.round(hours * 60)), 'minute');
  if (hours >= 48 && hours % 24 === 0) return plural(hours / 24, 'day');
  return plural(Math.round(hours * 10) / 10, 'hour');
}

function greeting(firstName: string): string {
  const name = oneLine(firstName);
  return name ? `Hi ${name},` : 'Hi there,';
}

function renderText(content: MailContent): string {
  const blocks = [greeting(content.firstName), ...content.intro];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...content.outro, `Thanks,\nThe ${content.marketplaceName} team`, '--', content.reason);
  return `${blocks.join('\n\n')}\n`;
}

function renderAction(action: MailAction): SafeHtml {
  return html`<p style="margin:24px 0;"><a href="${action.url}" style="display:inline-block;padding:12px 22px;background:#1f2937;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${action.label}</a></p>
<p style="${P}font-size:14px;color:#52525b;">If the button does not work, copy this link into your browser:<br><a href="${action.url}" style="color:#1d4ed8;word-break:break-all;">${action.url}</a></p>`;
}

function renderHtml(content: MailContent): string {
  const paragraphs = (texts: string[]) => texts.map((t) => html`<p style="${P}">${t}</p>\n`);
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${content.subject}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border:1px solid #e4e4e7;border-radius:8px;">
<tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:1.5;color:#18181b;">
<p style="margin:0 0 24px;font-size:14px;font-weight:600;color:#52525b;">${content.marketplaceName}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${content.heading}</h1>
<p style="${P}">${greeting(content.firstName)}</p>
${paragraphs(content.intro)}${content.action && renderAction(content.action)}
${paragraphs(content.outro)}<p style="margin:0;">Thanks,<br>The ${content.marketplaceName} team</p>
</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-family:${FONT};font-size:12px;line-height:1.5;color:#71717a;">${content.reason}</p>
</td></tr>
</table>
</body>
</html>
`.value;
}

/** Renders an account email's content as a message with matching text and HTML bodies. */
export function composeMail(content: MailContent): MailMessage {
  const normalised = {
    ...content,
    subject: oneLine(content.subject),
    marketplaceName: oneLine(content.marketplaceName),
  };
  return {
    to: content.to,
    subject: normalised.subject,
    text: renderText(normalised),
    html: renderHtml(normalised),
    template: content.template,
  };
}
