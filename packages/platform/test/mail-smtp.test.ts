import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailAdapter } from '../src/adapters/mail/smtp-mail.adapter.ts';
import { mailLogOf } from '../src/features/mail/mail.repository.ts';
import { renderPasswordReset } from '../src/features/mail/templates/reset-password.template.ts';
import { apiClient, attrs, newUser, post } from './api-client.ts';
import { createTestPlatform, DIALECTS, type TestPlatform } from './harness.ts';
import { latestMail, linkFrom, listMail } from './mail.ts';

/** One message as the SMTP server received it. */
interface Received {
  raw: string;
  mailFrom: string;
  rcptTo: string[];
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives and refuses `reject-*` recipients. */
async function startSmtpServer(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('reject-')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A TCP server that accepts connections and never says a word, like a stuck relay. */
async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// Just enough MIME to read what nodemailer sends: headers, multipart bodies, base64,
// quoted-printable and RFC 2047 encoded words, all UTF-8.
interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const end = raw.indexOf('\r\n\r\n');
  const head = (end === -1 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 4) };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** The leaf parts of a message by content type (`text/plain`, `text/html`). */
function leafParts(part: MimePart): Map<string, string> {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const leaves = new Map<string, string>();
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    leaves.set(type.split(';')[0]?.trim().toLowerCase() ?? '', decodeBody(part));
    return leaves;
  }
  // The line break before a boundary belongs to the boundary (RFC 2046), not to the part.
  const sections = `\r\n${part.body}`.split(`\r\n--${boundary}`).slice(1, -1);
  for (const section of sections) {
    for (const [key, value] of leafParts(splitPart(section.replace(/^\r\n/, '')))) leaves.set(key, value);
  }
  return leaves;
}

for (const dialect of DIALECTS) {
  describe(`[${dialect}] SMTP mail adapter`, () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let platform: TestPlatform;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      platform = await createTestPlatform(dialect, {
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Zoë’s Yoga <hello@yoga.test>',
      });
    });
    afterAll(async () => {
      await platform?.close();
      await smtp?.close();
    });

    it('delivers through the configured server and records the message as sent', async () => {
      const to = `jane-${dialect}@example.com`;
      // Long enough to be wrapped by quoted-printable, with characters it must escape.
      const link = `http://localhost:3000/reset-password?t=${'Ab0_-'.repeat(16)}&e=${encodeURIComponent(to)}`;
      const message = renderPasswordReset({
        to,
        firstName: 'Zoë',
        marketplaceName: 'Zoë’s Yoga',
        link,
        validForHours: 1,
      });
      await platform.ctx.mail.send(message);

      expect(smtp.received).toHaveLength(1);
      const [delivered] = smtp.received;
      expect(delivered?.mailFrom).toBe('hello@yoga.test');
      expect(delivered?.rcptTo).toEqual([to]);
      const parsed = splitPart(delivered?.raw ?? '');
      expect(parsed.headers.get('to')).toBe(to);
      expect(decodeHeader(parsed.headers.get('subject') ?? '')).toBe('Reset your Zoë’s Yoga password');
      expect(decodeHeader(parsed.headers.get('from') ?? '')).toContain('<hello@yoga.test>');
      expect(parsed.headers.get('x-mercato-template')).toBe('reset-password');

      const parts = leafParts(parsed);
      const text = parts.get('text/plain') ?? '';
      const htmlBody = parts.get('text/html') ?? '';
      expect(text.replace(/\r\n/g, '\n')).toBe(message.text);
      expect(htmlBody).toContain('Hi Zoë,');
      expect(linkFrom({ text, html: '' }, '/reset-password').href).toBe(link);
      expect(linkFrom({ text: '', html: htmlBody }, '/reset-password').href).toBe(link);

      const stored = await latestMail(platform.ctx, to);
      expect(stored).toMatchObject({
        transport: 'smtp',
        status: 'sent',
        error: null,
        subject: message.subject,
        template: 'reset-password',
      });
      expect(stored.sentAt).toEqual(platform.clock.read());
    });

    it('delivers a message under an idempotency key once, and again only if the first was cut short', async () => {
      const to = `once-${dialect}@example.com`;
      const message = {
        ...renderPasswordReset({
          to,
          firstName: 'Ola',
          marketplaceName: 'Yoga',
          link: 'http://localhost/x',
          validForHours: 1,
        }),
        idempotencyKey: `job:${dialect}-once`,
      };
      const before = smtp.received.length;
      await platform.ctx.mail.send(message);
      await platform.ctx.mail.send(message);
      const delivered = smtp.received.slice(before);
      expect(delivered).toHaveLength(1);
      // The key's Message-ID, at the sender's domain: clients show a message delivered twice once.
      expect(splitPart(delivered[0]?.raw ?? '').headers.get('message-id')).toMatch(
        /^<[0-9a-f]{32}@yoga\.test>$/,
      );
      expect((await listMail(platform.ctx, to)).map((m) => m.status)).toEqual(['sent']);

      // A worker that died mid-delivery left its row `sending`: the next run delivers it, same row.
      const cut = { ...message, idempotencyKey: `job:${dialect}-cut` };
      await platform.ctx.db
        .insertInto('mail_messages')
        .values({
          id: randomUUID(),
          to_address: to,
          subject: cut.subject,
          text_body: cut.text,
          html_body: cut.html,
          template: cut.template,
          transport: 'smtp',
          status: 'sending',
          error: null,
          created_at: new Date(0).toISOString(),
          sent_at: null,
          idempotency_key: cut.idempotencyKey,
        })
        .execute();
      await platform.ctx.mail.send(cut);
      expect(smtp.received.slice(before)).toHaveLength(2);
      expect((await listMail(platform.ctx, to)).map((m) => m.status).sort()).toEqual(['sent', 'sent']);
    });

    it('delivers account emails whose links work: verify on signup, then reset the password', async () => {
      const api = apiClient(platform.app);
      const { signup, token: accessToken } = await newUser(platform, {
        email: `smtp-journey-${dialect}@example.com`,
      });

      const textOf = (to: string, template: string) => {
        const message = smtp.received.filter(
          (m) => m.rcptTo.includes(to) && splitPart(m.raw).headers.get('x-mercato-template') === template,
        );
        return leafParts(splitPart(message.at(-1)?.raw ?? '')).get('text/plain') ?? '';
      };
      const command = (path: string, token: string, body: unknown) =>
        post(platform, path, token, body, '?expand=true');

      const verifyLink = linkFrom(
        { text: textOf(signup.email as string, 'verify-email'), html: '' },
        '/verify-email',
      );
      const verified = await command('current_user/verify_email', accessToken, {
        verificationToken: verifyLink.searchParams.get('t'),
      });
      expect(attrs(verified.body).emailVerified).toBe(true);

      expect(
        (await command('password_reset/request', await api.anonToken(), { email: signup.email })).status,
      ).toBe(200);
      const resetLink = linkFrom(
        { text: textOf(signup.email as string, 'reset-password'), html: '' },
        '/reset-password',
      );
      const reset = await command('password_reset/reset', await api.anonToken(), {
        email: resetLink.searchParams.get('e'),
        passwordResetToken: resetLink.searchParams.get('t'),
        newPassword: 'delivered by smtp',
      });
      expect(reset.status).toBe(200);
      expect((await api.login(signup.email as string, 'delivered by smtp')).status).toBe(200);
    });

    it('throws and records the failure when the server refuses the recipient', async () => {
      const to = `reject-${dialect}@example.com`;
      const message = renderPasswordReset({
        to,
        firstName: 'Jo',
        marketplaceName: 'Yoga',
        link: 'http://localhost:3000/reset-password?t=x',
        validForHours: 1,
      });
      await expect(platform.ctx.mail.send(message)).rejects.toThrow(
        /Mail delivery failed \(reset-password\)/,
      );
      const stored = await latestMail(platform.ctx, to);
      expect(stored).toMatchObject({ transport: 'smtp', status: 'failed', sentAt: null });
      expect(stored.error).toMatch(/550/);
    });

    it('throws and records the failure when no server listens', async () => {
      const adapter = createSmtpMailAdapter(
        { url: `smtp://127.0.0.1:${await closedPort()}`, from: 'Test <t@example.com>' },
        mailLogOf(platform.ctx.db),
        platform.ctx.clock,
      );
      const to = `nobody-${dialect}@example.com`;
      const message = { to, subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', template: 'test' };
      await expect(adapter.send(message)).rejects.toThrow(/ECONNREFUSED/);
      const stored = await latestMail(platform.ctx, to);
      expect(stored).toMatchObject({ transport: 'smtp', status: 'failed', sentAt: null });
      expect(stored.error).toMatch(/ECONNREFUSED/);
    });

    it('gives up on a server that never answers instead of hanging', async () => {
      const silent = await startSilentServer();
      try {
        const adapter = createSmtpMailAdapter(
          {
            url: `smtp://127.0.0.1:${silent.port}`,
            from: 'Test <t@example.com>',
            timeouts: { connection: 2000, greeting: 300 },
          },
          mailLogOf(platform.ctx.db),
          platform.ctx.clock,
        );
        const to = `silent-${dialect}@example.com`;
        const started = Date.now();
        await expect(
          adapter.send({ to, subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', template: 'test' }),
        ).rejects.toThrow(/Mail delivery failed/);
        expect(Date.now() - started).toBeLessThan(3000);
        expect(await latestMail(platform.ctx, to)).toMatchObject({ status: 'failed' });
      } finally {
        await silent.close();
      }
    });
  });
}
