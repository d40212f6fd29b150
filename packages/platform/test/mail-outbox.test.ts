import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { renderPasswordReset } from '../src/features/mail/templates/reset-password.template.ts';
import { renderVerifyEmail } from '../src/features/mail/templates/verify-email.template.ts';
import type { MailMessage } from '../src/ports/mail.port.ts';
import { describeEachDialect } from './harness.ts';
import { latestMail, linkFrom, listMail } from './mail.ts';

/** A fresh address per test, so tests sharing a database never see each other's mail. */
const uniqueAddress = (label = 'user') => `${label}-${randomBytes(4).toString('hex')}@example.com`;

const buildMessage = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: uniqueAddress(),
  subject: 'Hello',
  text: 'Plain text',
  html: '<p>HTML</p>',
  template: 'test',
  ...overrides,
});

const countRows = (body: string) => body.match(/data-mail-id=/g)?.length ?? 0;

describeEachDialect('mail outbox', (platform) => {
  const get = (url: string) => platform().app.inject({ method: 'GET', url });

  it('stores each message with its content, time and status', async () => {
    const to = uniqueAddress('jane');
    const message = renderVerifyEmail({
      to,
      firstName: 'Jane',
      marketplaceName: 'Mercato Demo',
      link: 'http://localhost:3000/verify-email?t=tok',
      validForHours: 48,
    });
    await platform().ctx.mail.send(message);
    const stored = await latestMail(platform().ctx, to);
    expect(stored).toMatchObject({
      ...message,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      transport: 'outbox',
      status: 'stored',
      error: null,
    });
    expect(stored.createdAt).toEqual(platform().clock.read());
    expect(stored.sentAt).toEqual(platform().clock.read());
    expect(linkFrom(stored, '/verify-email').searchParams.get('t')).toBe('tok');
  });

  it('lists newest first even within one instant, filters by address and template, ignoring case', async () => {
    const to = uniqueAddress('Order');
    for (const template of ['first', 'second', 'third']) {
      await platform().ctx.mail.send(buildMessage({ to, template }));
    }
    await platform().ctx.mail.send(buildMessage({ template: 'second' }));
    expect((await listMail(platform().ctx, to.toUpperCase())).map((m) => m.template)).toEqual([
      'third',
      'second',
      'first',
    ]);
    expect((await latestMail(platform().ctx, to)).template).toBe('third');
    expect((await latestMail(platform().ctx, to, 'first')).template).toBe('first');
    await expect(latestMail(platform().ctx, to, 'reset-password')).rejects.toThrow(
      /No reset-password to .*; found third, second, first/,
    );
    platform().clock.advance(1000);
    await platform().ctx.mail.send(buildMessage({ to, template: 'later' }));
    expect((await latestMail(platform().ctx, to)).template).toBe('later');
  });

  it('serves /_mail: newest first, with a strict CSP, no caching and a development note', async () => {
    const to = uniqueAddress();
    await platform().ctx.mail.send(buildMessage({ to, subject: 'Older subject' }));
    await platform().ctx.mail.send(buildMessage({ to, subject: 'Newer subject' }));
    const res = await get('/_mail');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.body).toContain('development page');
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body.indexOf('Newer subject')).toBeGreaterThan(-1);
    expect(res.body.indexOf('Newer subject')).toBeLessThan(res.body.indexOf('Older subject'));
  });

  it('filters /_mail by recipient and pages through 50 at a time', async () => {
    const to = uniqueAddress('many');
    for (let i = 1; i <= 53; i++) {
      await platform().ctx.mail.send(buildMessage({ to, subject: `Message ${i}` }));
    }
    await platform().ctx.mail.send(buildMessage({ subject: 'Someone else' }));

    const first = await get(`/_mail?to=${encodeURIComponent(to)}`);
    expect(first.statusCode).toBe(200);
    expect(countRows(first.body)).toBe(50);
    expect(first.body).toContain('>Message 53<');
    expect(first.body).not.toContain('>Message 3<');
    expect(first.body).not.toContain('Someone else');
    expect(first.body).toContain(`href="/_mail?to=${encodeURIComponent(to)}&amp;page=2"`);
    expect(first.body).not.toContain('rel="prev"');

    const second = await get(`/_mail?to=${encodeURIComponent(to)}&page=2`);
    expect(countRows(second.body)).toBe(3);
    expect(second.body).toContain('>Message 1<');
    expect(second.body).toContain(`href="/_mail?to=${encodeURIComponent(to)}"`);
    expect(second.body).not.toContain('rel="next"');

    const empty = await get('/_mail?to=nobody%40example.com');
    expect(countRows(empty.body)).toBe(0);
    expect(empty.body).toContain('No messages to nobody@example.com.');
    // The filter form submits an empty box when cleared: that means everyone.
    const everyone = await get('/_mail?to=');
    expect(countRows(everyone.body)).toBe(50);
    expect(everyone.body).toContain('Someone else');
  });

  it('refuses a bad page number with a 400 page', async () => {
    for (const query of ['page=0', 'page=x', 'page=1.5', `to=${'x'.repeat(400)}`]) {
      const res = await get(`/_mail?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toContain('That filter is not valid');
    }
  });

  it('shows one message: headers, text with clickable links, HTML in a sandboxed frame, all escaped', async () => {
    const to = uniqueAddress();
    const link = 'http://localhost:3000/reset-password?t=abc&e=x%40example.com';
    await platform().ctx.mail.send(
      buildMessage({
        to,
        subject: '<script>alert("subject")</script>',
        text: `Reset here: ${link}.\n<script>alert("text")</script>`,
        html: `<p onclick="x()">Hi</p><script>alert("html")</script><a href="${link}">go</a>`,
        template: 'reset-password',
      }),
    );
    const stored = await latestMail(platform().ctx, to);
    const list = await get('/_mail');
    expect(list.body).toContain(`href="/_mail/${stored.id}"`);

    const res = await get(`/_mail/${stored.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'none'");
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).not.toMatch(/<p onclick/i);
    expect(res.body).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(res.body).toContain(to);
    expect(res.body).toContain('reset-password');
    expect(res.body).toContain('outbox');
    const escapedLink = link.replaceAll('&', '&amp;');
    expect(res.body).toContain(`Reset here: <a href="${escapedLink}" rel="noreferrer">${escapedLink}</a>.`);
    expect(res.body).toMatch(/<iframe sandbox="" srcdoc="&lt;p onclick=&quot;x\(\)&quot;&gt;Hi&lt;\/p&gt;/);
  });

  it('shows the error of a failed delivery', async () => {
    const to = uniqueAddress();
    await platform().ctx.mail.send(buildMessage({ to }));
    const stored = await latestMail(platform().ctx, to);
    // A failed SMTP row, as the SMTP adapter records it, shown through the same page.
    await platform()
      .ctx.db.updateTable('mail_messages')
      .set({ status: 'failed', transport: 'smtp', error: '<b>550</b> mailbox unavailable' })
      .where('id', '=', stored.id)
      .execute();
    const res = await get(`/_mail/${stored.id}`);
    expect(res.body).toContain('&lt;b&gt;550&lt;/b&gt; mailbox unavailable');
    expect(res.body).toContain('class="status-failed"');
  });

  it('answers an unknown or malformed id with a 404 page', async () => {
    for (const id of ['0190a4b2-7c3d-7e8f-9a0b-1c2d3e4f5a6b', 'not-a-uuid', "1'%20OR%20'1'='1"]) {
      const res = await get(`/_mail/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toContain('No such message');
    }
  });

  it('keeps the link of a reset email intact through storage', async () => {
    const to = uniqueAddress();
    const link = `http://localhost:3000/reset-password?t=${'a'.repeat(64)}&e=${encodeURIComponent(to)}`;
    await platform().ctx.mail.send(
      renderPasswordReset({ to, firstName: 'Jane', marketplaceName: 'Mercato Demo', link, validForHours: 1 }),
    );
    const url = linkFrom(await latestMail(platform().ctx, to, 'reset-password'), '/reset-password');
    expect(url.searchParams.get('e')).toBe(to);
    expect(url.href).toBe(link);
  });
});

describeEachDialect(
  'mail outbox page switched off',
  (platform) => {
    it('is not served when MAIL_OUTBOX_PAGE=false, while mail is still stored', async () => {
      for (const url of ['/_mail', '/_mail/0190a4b2-7c3d-7e8f-9a0b-1c2d3e4f5a6b']) {
        const res = await platform().app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Mail outbox');
      }
      const to = uniqueAddress();
      await platform().ctx.mail.send(buildMessage({ to }));
      expect(await listMail(platform().ctx, to)).toHaveLength(1);
    });
  },
  { MAIL_OUTBOX_PAGE: 'false' },
);
