import {
  ACCOUNT_EMAIL_TEXTS,
  type AccountEmailKey,
  type AccountEmailName,
  type EmailTexts,
  emailParagraphs,
  fillEmailText,
} from '@mercato/core/assets/email-texts';
import type { MailMessage } from '../../../ports/mail.port.ts';
import { html, htmlDocument, type SafeHtml } from '../safe-html.ts';

/** Who an account email goes to, and from which marketplace. */
export interface AccountMailParams {
  to: string;
  /** May be empty (some identity providers give no name): the greeting is then `AccountEmail.GreetingNoName`. */
  firstName: string;
  marketplaceName: string;
  /** The email texts in force (`/content/email-texts.json` over the defaults); the defaults when absent. */
  texts?: EmailTexts;
}

/** An account email's text in force: the operator's wording of `key`, else Mercato's. */
function accountText(texts: EmailTexts | undefined, key: AccountEmailKey): string {
  return texts?.[key] ?? ACCOUNT_EMAIL_TEXTS[key];
}

/**
 * The texts of one account email with their placeholders filled: those every account email fills
 * (`ACCOUNT_EMAIL_PLACEHOLDERS.AccountEmail`) and the email's own `values`. The result is plain
 * text: `composeMail` escapes it for HTML and keeps subject, heading and button to one line.
 */
export function accountTexts(
  params: AccountMailParams,
  values: Readonly<Record<string, string>> = {},
): (key: AccountEmailKey) => string {
  const filled = { ...commonValues(params.to, params.firstName, params.marketplaceName), ...values };
  return (key) => fillEmailText(accountText(params.texts, key), filled);
}

function commonValues(to: string, firstName: string, marketplaceName: string): Record<string, string> {
  return { marketplaceName: oneLine(marketplaceName), firstName: oneLine(firstName), email: to };
}

/** An account email carrying a one-time link. */
export interface LinkMailParams extends AccountMailParams {
  /** Absolute http(s) URL built by the caller from ROOT_URL and the token. */
  link: string;
  /** How long the link's token is valid: the token's real lifetime, so the email never promises more. */
  validForHours: number;
}

/** The account emails that carry a one-time link (and so an `Action` text and a `{validity}`). */
export type LinkEmailName = 'VerifyEmail' | 'EmailChangeVerification' | 'ResetPassword';

/**
 * Composes the account email `name` from its texts (`<name>.Subject`, `.Heading`, `.Intro`,
 * `.Outro`, `.Reason`) filled with the common placeholders and `values`; `action` is a button
 * labelled by the text `labelKey`.
 */
export function composeAccountMail(
  template: string,
  name: AccountEmailName,
  params: AccountMailParams,
  values: Readonly<Record<string, string>> = {},
  action?: { labelKey: AccountEmailKey; url: string },
): MailMessage {
  const text = accountTexts(params, values);
  return composeMail({
    template,
    to: params.to,
    subject: text(`${name}.Subject`),
    marketplaceName: params.marketplaceName,
    heading: text(`${name}.Heading`),
    firstName: params.firstName,
    intro: [text(`${name}.Intro`)],
    ...(action && { action: { label: text(action.labelKey), url: action.url } }),
    outro: [text(`${name}.Outro`)],
    reason: text(`${name}.Reason`),
    texts: params.texts,
  });
}

/** Composes an account email whose button opens `params.link`, saying how long the link is valid. */
export function composeLinkMail(template: string, name: LinkEmailName, params: LinkMailParams): MailMessage {
  const validity = formatValidity(params.validForHours, params.texts);
  const action = { labelKey: `${name}.Action` as const, url: requireHttpUrl(params.link) };
  return composeAccountMail(template, name, params, { validity }, action);
}

/** A button in the HTML body and a labelled link in the text body. */
export interface MailAction {
  label: string;
  url: string;
}

/** A block of labelled facts (a transaction's listing, time and amounts); the total row stands out. */
export interface MailDetails {
  title: string;
  rows: { label: string; value: string; total?: boolean }[];
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
  /** Words of someone else, quoted as written (a message's text), after the intro. */
  quotes?: string[];
  /** A line after the quotes (how many more there are). */
  quotesNote?: string;
  /** Facts after the intro and quotes, before the action. */
  details?: MailDetails;
  action?: MailAction;
  /** Paragraphs after the action: validity, and what to do if it wasn't you. */
  outro: string[];
  /** Why the recipient gets this email, for the small print. */
  reason: string;
  /** The texts of the greeting, sign-off and button fallback (`AccountEmail.*`); the defaults when absent. */
  texts?: EmailTexts;
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

/**
 * "30 minutes", "1 hour", "24 hours", "3 days": how long a link is valid, in the words of the
 * `LinkValidity.*` texts (the defaults when `texts` is absent).
 */
export function formatValidity(hours: number, texts?: EmailTexts): string {
  if (!Number.isFinite(hours) || hours <= 0) throw new Error('validForHours must be a positive number');
  const count = (n: number, one: AccountEmailKey, many: AccountEmailKey) =>
    fillEmailText(accountText(texts, n === 1 ? one : many), { count: String(n) });
  if (hours < 1)
    return count(Math.max(1, Math.round(hours * 60)), 'LinkValidity.Minute', 'LinkValidity.Minutes');
  if (hours >= 48 && hours % 24 === 0) return count(hours / 24, 'LinkValidity.Day', 'LinkValidity.Days');
  return count(Math.round(hours * 10) / 10, 'LinkValidity.Hour', 'LinkValidity.Hours');
}

/** The words that frame every email, filled in: greeting, sign-off and the button's fallback line. */
interface Frame {
  greeting: string;
  signOff: string;
  buttonFallback: string;
}

function frameOf(content: MailContent): Frame {
  const values = commonValues(content.to, content.firstName, content.marketplaceName);
  const text = (key: AccountEmailKey) => fillEmailText(accountText(content.texts, key), values);
  return {
    greeting: oneLine(text(values.firstName ? 'AccountEmail.Greeting' : 'AccountEmail.GreetingNoName')),
    signOff: emailParagraphs(text('AccountEmail.SignOff')).join('\n\n'),
    buttonFallback: emailParagraphs(text('AccountEmail.ButtonFallback')).join('\n\n'),
  };
}

function renderText(content: MailContent, frame: Frame): string {
  const blocks = [frame.greeting, ...content.intro];
  for (const quote of content.quotes ?? []) blocks.push(quote.replace(/^/gm, '> '));
  if (content.quotesNote) blocks.push(content.quotesNote);
  if (content.details && content.details.rows.length > 0) {
    const rows = content.details.rows.map((row) => `${row.label}: ${row.value}`);
    blocks.push([content.details.title, ...rows].join('\n'));
  }
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...content.outro, frame.signOff, '--', content.reason);
  return `${blocks.join('\n\n')}\n`;
}

/** Text as HTML: escaped, each line break a `<br>`. */
function withBreaks(text: string): SafeHtml {
  return html`${text.split('\n').map((line, i) => html`${i > 0 && html`<br>`}${line}`)}`;
}

function renderAction(action: MailAction, fallback: string): SafeHtml {
  return html`<p style="margin:24px 0;"><a href="${action.url}" style="display:inline-block;padding:12px 22px;background:#1f2937;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${action.label}</a></p>
<p style="${P}font-size:14px;color:#52525b;">${withBreaks(fallback)}<br><a href="${action.url}" style="color:#1d4ed8;word-break:break-all;">${action.url}</a></p>`;
}

function renderQuote(quote: string): SafeHtml {
  return html`<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #d4d4d8;color:#3f3f46;">${withBreaks(quote)}</blockquote>\n`;
}

function renderDetails(details: MailDetails | undefined): SafeHtml | false {
  if (!details || details.rows.length === 0) return false;
  const cell = 'padding:6px 0;border-top:1px solid #e4e4e7;vertical-align:top;';
  const rows = details.rows.map(
    (row) =>
      html`<tr><td style="${cell}color:#52525b;padding-right:16px;${row.total ? 'font-weight:600;color:#18181b;' : ''}">${row.label}</td><td style="${cell}text-align:right;${row.total ? 'font-weight:600;' : ''}">${row.value}</td></tr>\n`,
  );
  return html`<h2 style="margin:24px 0 8px;font-size:16px;">${details.title}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;font-size:15px;border-collapse:collapse;">
${rows}</table>
`;
}

function renderHtml(content: MailContent, frame: Frame): string {
  const paragraphs = (texts: string[]) => texts.map((t) => html`<p style="${P}">${withBreaks(t)}</p>\n`);
  return htmlDocument({
    title: content.subject,
    head: html`<meta name="color-scheme" content="light">\n`,
    bodyStyle: 'margin:0;padding:0;background:#f4f4f5;',
    body: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border:1px solid #e4e4e7;border-radius:8px;">
<tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:1.5;color:#18181b;">
<p style="margin:0 0 24px;font-size:14px;font-weight:600;color:#52525b;">${content.marketplaceName}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${content.heading}</h1>
<p style="${P}">${frame.greeting}</p>
${paragraphs(content.intro)}${(content.quotes ?? []).map(renderQuote)}${
  content.quotesNote &&
  html`<p style="${P}color:#52525b;">${content.quotesNote}</p>
`
}${renderDetails(content.details)}${content.action && renderAction(content.action, frame.buttonFallback)}
${paragraphs(content.outro)}<p style="margin:0;">${withBreaks(frame.signOff)}</p>
</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-family:${FONT};font-size:12px;line-height:1.5;color:#71717a;">${withBreaks(content.reason)}</p>
</td></tr>
</table>
`,
  });
}

/**
 * Renders an email's content as a message with matching text and HTML bodies. Subject, heading and
 * button label are kept to one line; intro and outro texts are split into their paragraphs (a
 * blank line separates them), so an operator's text of several paragraphs reads the same in both.
 */
export function composeMail(content: MailContent): MailMessage {
  const normalised: MailContent = {
    ...content,
    subject: oneLine(content.subject),
    marketplaceName: oneLine(content.marketplaceName),
    heading: oneLine(content.heading),
    intro: content.intro.flatMap(emailParagraphs),
    ...(content.details && {
      details: {
        title: oneLine(content.details.title),
        rows: content.details.rows.map((row) => ({
          ...row,
          label: oneLine(row.label),
          value: oneLine(row.value),
        })),
      },
    }),
    action: content.action && { label: oneLine(content.action.label), url: content.action.url },
    outro: content.outro.flatMap(emailParagraphs),
    reason: emailParagraphs(content.reason).join('\n\n'),
  };
  const frame = frameOf(normalised);
  return {
    to: content.to,
    subject: normalised.subject,
    text: renderText(normalised, frame),
    html: renderHtml(normalised, frame),
    template: content.template,
  };
}
