import {
  ACCOUNT_EMAIL_PLACEHOLDERS,
  ACCOUNT_EMAIL_TEXTS,
  emailTextsOf,
} from '@mercato/core/assets/email-texts';
import { describe, expect, it } from 'vitest';
import { linkFrom } from '../../../../test/mail.ts';
import type { MailMessage } from '../../../ports/mail.port.ts';
import { renderEmailChangeVerification } from './email-change-verification.template.ts';
import { renderEmailChangedNotice } from './email-changed.template.ts';
import { formatValidity } from './mail-layout.ts';
import { renderPasswordChangedNotice } from './password-changed.template.ts';
import { renderPasswordReset } from './reset-password.template.ts';
import { renderVerifyEmail } from './verify-email.template.ts';

const base = { to: 'jane@example.com', firstName: 'Jane', marketplaceName: 'Yoga Hub' };
const verifyLink = 'https://market.test/verify-email?t=abc123';
const resetLink = 'https://market.test/reset-password?t=abc123&e=jane%40example.com';

const hostile = {
  to: 'jane@example.com',
  firstName: '<script>alert("first")</script>',
  marketplaceName: `Evil <img src=x onerror=alert(1)> & "Co"`,
};

const renderAll = (
  p: typeof base & { texts?: Record<string, string> },
  newEmail = 'jane.new@example.com',
): MailMessage[] => [
  renderVerifyEmail({ ...p, link: verifyLink, validForHours: 24 }),
  renderEmailChangeVerification({ ...p, link: verifyLink, validForHours: 24 }),
  renderEmailChangedNotice({ ...p, newEmail }),
  renderPasswordReset({ ...p, link: resetLink, validForHours: 1 }),
  renderPasswordChangedNotice(p),
];

describe('account email templates', () => {
  it('name their template and write clear subject lines', () => {
    expect(renderAll(base).map((m) => [m.template, m.subject, m.to])).toEqual([
      ['verify-email', 'Confirm your email address for Yoga Hub', 'jane@example.com'],
      ['email-change-verification', 'Confirm your new email address for Yoga Hub', 'jane@example.com'],
      ['email-changed', 'Your Yoga Hub email address was changed', 'jane@example.com'],
      ['reset-password', 'Reset your Yoga Hub password', 'jane@example.com'],
      ['password-changed', 'Your Yoga Hub password was changed', 'jane@example.com'],
    ]);
  });

  it('never let user data become markup in the HTML body', () => {
    for (const message of renderAll(hostile, '<b>new</b>@example.com')) {
      expect(message.html).not.toMatch(/<script/i);
      expect(message.html).not.toMatch(/<img/i);
      expect(message.html).not.toContain('<b>new</b>');
      expect(message.html).toContain('Evil &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
      if (message.template !== 'email-changed') {
        expect(message.html).toContain('Hi &lt;script&gt;alert(&quot;first&quot;)&lt;/script&gt;,');
      }
      // The text body is plain text: it carries the name as typed.
      expect(message.text).toContain('Evil <img src=x onerror=alert(1)> & "Co"');
    }
  });

  it('keep a hostile name from adding lines to the subject', () => {
    const message = renderPasswordReset({
      ...base,
      marketplaceName: 'Shop\r\nBcc: victim@example.com',
      link: resetLink,
      validForHours: 1,
    });
    expect(message.subject).toBe('Reset your Shop Bcc: victim@example.com password');
    expect(message.subject).not.toMatch(/[\r\n]/);
  });

  it('put the link in both bodies, escaped only where HTML needs it', () => {
    const cases: [MailMessage, string, string][] = [
      [renderVerifyEmail({ ...base, link: verifyLink, validForHours: 24 }), verifyLink, '/verify-email'],
      [
        renderEmailChangeVerification({ ...base, link: verifyLink, validForHours: 24 }),
        verifyLink,
        '/verify-email',
      ],
      [renderPasswordReset({ ...base, link: resetLink, validForHours: 1 }), resetLink, '/reset-password'],
    ];
    for (const [message, link, path] of cases) {
      expect(message.text).toContain(`\n${link}\n`);
      expect(message.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
      expect(linkFrom({ text: message.text, html: '' }, path).href).toBe(link);
      expect(linkFrom({ text: '', html: message.html }, path).href).toBe(link);
    }
  });

  it('say how long the link is valid and what to do if it was not you', () => {
    const verify = renderVerifyEmail({ ...base, link: verifyLink, validForHours: 24 });
    expect(verify.text).toContain('This link is valid for 24 hours.');
    expect(verify.text).toContain('If you did not sign up for Yoga Hub');
    const reset = renderPasswordReset({ ...base, link: resetLink, validForHours: 2 });
    expect(reset.text).toContain('This link is valid for 2 hours.');
    expect(reset.html).toContain('This link is valid for 2 hours.');
    expect(reset.text).toContain('If you did not ask to reset your password');
    expect(renderPasswordReset({ ...base, link: resetLink, validForHours: 1 }).text).toContain(
      'valid for 1 hour.',
    );
    const change = renderEmailChangeVerification({ ...base, link: verifyLink, validForHours: 72 });
    expect(change.text).toContain('valid for 3 days.');
    expect(renderPasswordChangedNotice(base).text).toContain(
      'If you did not, someone else may know your password.',
    );
  });

  it('tell the old address which address the account moved to', () => {
    const notice = renderEmailChangedNotice({ ...base, newEmail: 'jane.new@example.com' });
    expect(notice.text).toContain('changed from jane@example.com to jane.new@example.com');
    expect(notice.html).toContain('jane.new@example.com');
  });

  it('greet by first name, or generically when there is none', () => {
    expect(renderPasswordChangedNotice(base).text.startsWith('Hi Jane,\n\n')).toBe(true);
    expect(renderPasswordChangedNotice({ ...base, firstName: '  ' }).text.startsWith('Hi there,\n\n')).toBe(
      true,
    );
  });

  it('load nothing remote: no images, fonts, stylesheets or scripts', () => {
    for (const message of renderAll(base)) {
      expect(message.html).not.toMatch(/<(img|link|script|iframe|object)\b/i);
      expect(message.html).not.toMatch(/\bsrc=|url\(|@import/i);
      expect(message.html).toMatch(/^<!doctype html>/);
      expect(message.text).not.toMatch(/<[a-z]/i);
    }
  });

  it('refuse links that are not absolute http(s) URLs', () => {
    expect(() => renderVerifyEmail({ ...base, link: 'javascript:alert(1)', validForHours: 48 })).toThrow(
      /http/,
    );
    expect(() => renderPasswordReset({ ...base, link: '/reset-password?t=x', validForHours: 1 })).toThrow(
      /absolute/,
    );
  });
});

describe("account emails in the operator's words", () => {
  const reworded = emailTextsOf({
    'AccountEmail.Greeting': 'Hello <b>{firstName}</b>!',
    'AccountEmail.GreetingNoName': 'Hello, friend!',
    'AccountEmail.SignOff': 'Cheers,\n{marketplaceName} & friends',
    'AccountEmail.ButtonFallback': 'Button <i>broken</i>? Use this link:',
    'ResetPassword.Heading': 'New password for {email} <3',
    'ResetPassword.Intro': 'First <em>paragraph</em> for {firstName}.\n\nSecond paragraph, {validity}.',
    'ResetPassword.Action': 'Pick a <new> password',
    'ResetPassword.Outro': 'Outro from {marketplaceName}.',
    'ResetPassword.Reason': 'Sent because of a reset request.',
    'LinkValidity.Hours': '{count} hrs',
  });
  const reset = () => renderPasswordReset({ ...base, texts: reworded, link: resetLink, validForHours: 2 });

  it('word the body of both versions with them, and put them in the HTML as text, not markup', () => {
    const { text, html } = reset();
    expect(text).toBe(
      [
        'Hello <b>Jane</b>!',
        'First <em>paragraph</em> for Jane.',
        'Second paragraph, 2 hrs.',
        `Pick a <new> password:\n${resetLink}`,
        'Outro from Yoga Hub.',
        'Cheers,\nYoga Hub & friends',
        '--',
        'Sent because of a reset request.\n',
      ].join('\n\n'),
    );
    expect(html).toContain('New password for jane@example.com &lt;3</h1>');
    expect(html).toContain('>Hello &lt;b&gt;Jane&lt;/b&gt;!</p>');
    expect(html).toContain('>First &lt;em&gt;paragraph&lt;/em&gt; for Jane.</p>');
    expect(html).toContain('>Second paragraph, 2 hrs.</p>');
    expect(html).toContain('>Pick a &lt;new&gt; password</a>');
    expect(html).toContain('>Button &lt;i&gt;broken&lt;/i&gt;? Use this link:<br><a href=');
    expect(html).toContain('>Outro from Yoga Hub.</p>');
    expect(html).toContain('>Cheers,<br>Yoga Hub &amp; friends</p>');
    expect(html).toContain('>Sent because of a reset request.</p>');
    expect(html).not.toMatch(/<(b|i|em|new)>/);
    expect(html).not.toContain('Reset your password');
  });

  it('greet a user without a name with the nameless greeting', () => {
    const { text, html } = renderPasswordChangedNotice({ ...base, firstName: ' ', texts: reworded });
    expect(text.startsWith('Hello, friend!\n\n')).toBe(true);
    expect(html).toContain('>Hello, friend!</p>');
  });

  it('keep subject, heading and button to one line whatever the operator writes', () => {
    const texts = emailTextsOf({
      'VerifyEmail.Subject': 'Welcome\r\nBcc: victim@example.com',
      'VerifyEmail.Heading': 'Hello\n\nthere',
      'VerifyEmail.Action': 'Confirm\nnow',
    });
    const message = renderVerifyEmail({ ...base, texts, link: verifyLink, validForHours: 24 });
    expect(message.subject).toBe('Welcome Bcc: victim@example.com');
    expect(message.html).toContain('>Hello there</h1>');
    expect(message.text).toContain(`\n\nConfirm now:\n${verifyLink}\n`);
  });

  it('fill every placeholder core lists for each email, in every text', () => {
    const everywhere: Record<string, string> = {};
    for (const [key, text] of Object.entries(ACCOUNT_EMAIL_TEXTS)) {
      const group = key.split('.')[0] as keyof typeof ACCOUNT_EMAIL_PLACEHOLDERS;
      const names = ACCOUNT_EMAIL_PLACEHOLDERS[group].map((name) => `{${name}}`);
      everywhere[key] = `${text} ${names.join(' ')}`;
    }
    for (const message of renderAll({ ...base, texts: everywhere })) {
      for (const rendered of [message.subject, message.text, message.html]) {
        expect(rendered, message.template).not.toMatch(/\{[A-Za-z]+\}/);
      }
    }
  });
});

describe('formatValidity', () => {
  it.each([
    [0.5, '30 minutes'],
    [1, '1 hour'],
    [1.5, '1.5 hours'],
    [24, '24 hours'],
    [36, '36 hours'],
    [48, '2 days'],
    [168, '7 days'],
  ])('%s hours reads as %s', (hours, words) => {
    expect(formatValidity(hours)).toBe(words);
  });

  it("words the lifetime with the operator's texts, the singular for exactly one", () => {
    const texts = emailTextsOf({ 'LinkValidity.Day': '{count} jour', 'LinkValidity.Days': '{count} jours' });
    expect(formatValidity(24 * 7, texts)).toBe('7 jours');
    expect(formatValidity(48, texts)).toBe('2 jours');
    expect(formatValidity(1, texts)).toBe('1 hour');
  });

  it('refuses zero, negative and non-finite lifetimes', () => {
    for (const hours of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => formatValidity(hours)).toThrow();
  });
});
