import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, launchBrowser } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';

describe('logging in with an identity provider', () => {
  // The provider's development pages import a web font; the browser lets nothing leave this machine.
  const { server, browser, idp } = useMercato({
    identityProvider: { label: 'Local ID' },
    env: { CLIENT_SECRET: 'e2e-client-secret-0123456789' },
  });

  it('answers plain HTTP requests without a login in progress safely', async () => {
    const confirm = await fetch(`${server.baseUrl}/confirm`, { redirect: 'manual' });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/signup');

    const unknown = await fetch(`${server.baseUrl}/api/auth/nowhere`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);

    // A callback nobody started (or a forged one) goes back to the login page with an error.
    const stray = await fetch(`${server.baseUrl}/api/auth/local/callback?code=abc&state=xyz`, {
      redirect: 'manual',
    });
    expect(stray.status).toBe(302);
    expect(stray.headers.get('location')).toBe('/login?error=idp');

    const start = await fetch(`${server.baseUrl}/api/auth/local?from=%2F%2Fevil.example`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/api/auth/local/callback`);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const flowCookie = start.headers.getSetCookie().find((c) => c.startsWith('mercato_idp_flow='));
    expect(flowCookie).toMatch(/HttpOnly/);
    expect(flowCookie).toMatch(/SameSite=Lax/);
    expect(flowCookie).toMatch(/Max-Age=600/);
  });

  // Console errors and page errors count, except the provider's pages failing to fetch their
  // (blocked) web font: that is the provider's page, not ours.
  function watchSiteConsole(page: Page): string[] {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const source = msg.location().url;
      if (source && !source.startsWith(server.baseUrl) && !source.startsWith(idp.issuer)) return;
      problems.push(`console: ${msg.text()} (${source})`);
    });
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    return problems;
  }

  async function signInAtProvider(page: Page, login: string) {
    await expect.poll(() => new URL(page.url()).origin).toBe(idp.issuer);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password will do');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    // The provider asks once whether Mercato may see the profile and email.
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  it('signs up through the provider, confirms details, logs out and logs straight back in', async () => {
    const page = await browser.context.newPage();
    const problems = watchSiteConsole(page);
    const email = `erin.idp.${Date.now()}@example.com`;
    idp.setAccount('erin-idp', {
      email,
      email_verified: true,
      given_name: 'Erin',
      family_name: 'Provider',
      name: 'Erin Provider',
    });

    await page.goto(`${server.baseUrl}/api/auth/local?from=${encodeURIComponent('/inbox/orders')}`);
    await signInAtProvider(page, 'erin-idp');

    // Back at Mercato, on the confirm tab, with what the provider told us prefilled.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/confirm');
    await expect.poll(() => page.getByRole('heading', { name: 'Confirm your details' }).count()).toBe(1);
    await expect.poll(() => page.getByText(`as Erin Provider (${email})`).count()).toBe(1);
    expect(await page.getByLabel('First name').inputValue()).toBe('Erin');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Provider');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    const pending = (await browser.context.cookies()).find((c) => c.name === 'mercato_idp');
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('mercato_idp');

    // Terms must be accepted, checked in the browser before anything is sent.
    await hydrated(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('you need to accept the terms of service').count()).toBe(1);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/inbox/orders');
    await expect.poll(() => page.getByLabel('Account menu for Erin P').count()).toBe(1);
    expect((await browser.context.cookies()).find((c) => c.name === 'mercato_idp')).toBeUndefined();

    await page.getByLabel('Account menu for Erin P').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Log in' }).count()).toBe(1);

    // The provider still knows the visitor and the identity is linked: no login form, no confirm tab.
    await page.goto(`${server.baseUrl}/api/auth/local`);
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/`);
    await expect.poll(() => page.getByLabel('Account menu for Erin P').count()).toBe(1);

    expect(problems).toEqual([]);
    await page.close();
  });

  it('sends an unknown identity whose email the provider has not verified to the confirm tab', async () => {
    const page = await browser.context.newPage();
    // A brand-new browser session at the provider: sign in again as someone else.
    await browser.context.clearCookies();
    idp.setAccount('sam-idp', {
      email: `sam.${Date.now()}@example.com`,
      email_verified: false,
      given_name: 'Sam',
      family_name: 'Unverified',
      name: 'Sam Unverified',
    });
    await page.goto(`${server.baseUrl}/api/auth/local`);
    await signInAtProvider(page, 'sam-idp');
    // Unverified at the provider and unknown here: the visitor is asked to confirm a new account.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/confirm');
    await page.close();
  });

  it('returns to the login page with an error when the visitor cancels at the provider', async () => {
    const page = await browser.context.newPage();
    await browser.context.clearCookies();
    await page.goto(`${server.baseUrl}/api/auth/local?from=${encodeURIComponent('/inbox/orders')}`);
    await expect.poll(() => new URL(page.url()).origin).toBe(idp.issuer);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/login?error=idp&from=%2Finbox%2Forders`);
    expect((await browser.context.cookies()).map((c) => c.name)).not.toContain('mercato_idp_flow');
    await page.close();
  });

  it('confirms the details without JavaScript, with the server checking the form', async () => {
    // The confirm tab must work as a plain HTML form; this browser runs no scripts at all.
    const noScript = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noScript.context.newPage();
      const email = `noah.${Date.now()}@example.com`;
      idp.setAccount('noah-idp', {
        email,
        email_verified: true,
        given_name: 'Noah',
        family_name: 'Script',
        name: 'Noah Script',
      });
      await page.goto(`${server.baseUrl}/api/auth/local?from=${encodeURIComponent('/inbox/sales')}`);
      await signInAtProvider(page, 'noah-idp');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/confirm');

      // Without terms and with a blank name, the server answers with the signup form's messages.
      await page.getByLabel('First name').fill('');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect.poll(() => page.getByText('you need to accept the terms of service').count()).toBe(1);
      expect(await page.getByText('this field is required').count()).toBe(1);
      expect(await page.getByLabel('Email').inputValue()).toBe(email);

      await page.getByLabel('First name').fill('Noah');
      await page.getByLabel('Display name (optional)').fill('Noah the Plain');
      await page.getByLabel(/I accept the/).check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/inbox/sales');
      await expect.poll(() => page.getByLabel('Account menu for Noah the Plain').count()).toBe(1);
    } finally {
      await noScript.close();
    }
  });
});
