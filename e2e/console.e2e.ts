import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/api.ts';
import { hydrated } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import { sessionCookieOf } from './support/marketplace.ts';

const OPERATOR = { email: 'operator@demo.mercato.test', password: DEMO_PASSWORD };

// The operator's console (issue #30, ADR 019): its own login and cookie, a frame around its pages,
// the audit log, and a session that ends.
describe('the operator console', () => {
  const { server, browser } = useMercato({ env: { SEED_DEMO_DATA: 'true' } });

  const consoleCookieOf = async () =>
    (await browser.context.cookies(server.baseUrl)).find((c) => c.name === 'mercato_console');

  it('asks for an operator login, which a marketplace account does not pass', async () => {
    const anonymous = await fetch(`${server.baseUrl}/console/audit?action=operator.login`, {
      redirect: 'manual',
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe(
      `/console/login?next=${encodeURIComponent('/console/audit?action=operator.login')}`,
    );
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');

    // A marketplace session is no console session, and its password is not an operator's.
    const member = await sessionCookieOf(server);
    const asMember = await fetch(`${server.baseUrl}/console`, {
      redirect: 'manual',
      headers: { cookie: member },
    });
    expect(asMember.headers.get('location')).toBe('/console/login');
    const memberLogin = await fetch(`${server.baseUrl}/console/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.baseUrl },
      body: new URLSearchParams({ email: 'ada@demo.mercato.test', password: DEMO_PASSWORD }),
    });
    expect(memberLogin.status).toBe(401);
    expect(memberLogin.headers.getSetCookie()).toEqual([]);
    // Another site cannot post the form.
    const crossSite = await fetch(`${server.baseUrl}/console/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://elsewhere.example' },
      body: new URLSearchParams(OPERATOR),
    });
    expect(crossSite.status).toBe(403);
  });

  it('logs an operator in to where they were going, shows the audit log, and logs them out', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/console/audit`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console/login');
    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContain('The email, password or code do not match an operator of this marketplace.');
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console/audit');

    const cookie = await consoleCookieOf();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.value).toMatch(/^ops\./);
    await expect.poll(() => page.getByRole('heading', { name: 'Audit log' }).count()).toBe(1);
    const row = page.getByRole('row').filter({ hasText: 'operator.login' }).first();
    await expect.poll(() => row.textContent()).toContain(OPERATOR.email);

    // Filters are the page's address; a refused one is named.
    await page.getByLabel('Action').fill('operator.logout');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('action')).toBe('operator.logout');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'operator.login' }).count()).toBe(0);
    await page.getByLabel('Action').fill('not an action');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/not valid: .*subject\.verb/);

    // The frame's navigation leads between sections with the session (the dashboard's data too).
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console');
    await expect
      .poll(() => page.getByRole('heading', { name: 'The marketplace at a glance', level: 1 }).count())
      .toBe(1);
    await page.goto(`${server.baseUrl}/console/no-such-section`);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('There is nothing at this address');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console/login');
    await expect.poll(() => page.getByRole('status').textContent()).toContain('You have logged out');
    expect(await consoleCookieOf()).toBeUndefined();
    await page.goto(`${server.baseUrl}/console`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console/login');
    // The refused login (401) and the unknown page (404) are what the browser reports.
    expect(problems.filter((p) => !/status of (401|404)/.test(p))).toEqual([]);
    await page.close();
  });

  it('sends an operator whose session ended back to the login, and then on', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${server.baseUrl}/console/login`);
    await hydrated(page);
    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console');

    // The session ends elsewhere (its token logged out over the admin API).
    const token = (await consoleCookieOf())?.value ?? '';
    const ended = await fetch(`${server.baseUrl}/v1/admin/operator_sessions/delete`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(ended.status).toBe(200);
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console/login');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Your console session has ended');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/console/audit');
    expect(await consoleCookieOf()).toBeUndefined();
    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console/audit');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('turns on two-factor codes, which the next login asks for, and off again', async () => {
    const { page, problems } = await browser.newPage();
    const logInWith = async (code?: string) => {
      await page.getByLabel('Email').fill(OPERATOR.email);
      await page.getByLabel('Password').fill(OPERATOR.password);
      if (code) await page.getByLabel('Code from your authenticator app').fill(code);
      await page.getByRole('button', { name: 'Log in' }).click();
    };
    await page.goto(`${server.baseUrl}/console/account`);
    if (new URL(page.url()).pathname === '/console/login') await logInWith();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console/account');
    await page.getByRole('button', { name: 'Turn on two-factor codes' }).click();
    const key = (await page.getByTestId('two-factor-key').textContent())?.replaceAll(' ', '') ?? '';
    const totp = new TOTP({ secret: Secret.fromBase32(key) });
    await page.getByLabel('Code from your authenticator app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('The code is not right');
    // Each code works once, and a step either side is accepted: the codes below go a step at a time
    // (the one before now, now, the one after), so none is refused as used, whatever the clock does.
    await page
      .getByLabel('Code from your authenticator app')
      .fill(totp.generate({ timestamp: Date.now() - 30_000 }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain('Two-factor codes are on. Your next login will ask for one.');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console/login');
    await logInWith();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContain('Enter the 6-digit code from your authenticator app.');
    await logInWith(totp.generate());
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console');

    await page.goto(`${server.baseUrl}/console/account`);
    await page
      .getByLabel('Code from your authenticator app')
      .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Turn off two-factor codes' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain('Two-factor codes are off.');
    expect(problems.filter((p) => !/status of (400|401)/.test(p))).toEqual([]);
    await page.close();
  });
});
