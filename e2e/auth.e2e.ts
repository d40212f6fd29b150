import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { useMercato } from './support/fixture.ts';
import { submitSignup } from './support/marketplace.ts';

describe('walking skeleton', () => {
  const { server, browser } = useMercato();

  it('serves the landing page, redirects protected routes and answers 404 over plain HTTP', async () => {
    const landing = await fetch(`${server.baseUrl}/`);
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(html).toContain('<h1>Book trusted local services on Mercato Demo</h1>');
    // A public page for a visitor without a session is rendered whole: its scripts go by their hashes.
    expect(landing.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);

    const inbox = await fetch(`${server.baseUrl}/inbox`, { redirect: 'manual' });
    expect(inbox.status).toBe(302);
    expect(inbox.headers.get('location')).toBe('/signup?from=%2Finbox');

    const missing = await fetch(`${server.baseUrl}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });

  it('signs up, sees the user menu, stays logged in across reloads and logs out', async () => {
    const { page, problems } = await browser.newPage();
    const email = `e2e-${Date.now()}@example.com`;

    await page.goto(`${server.baseUrl}/inbox/orders?page=2#latest`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/inbox/orders?page=2');

    // The browser validates with the same rules before anything is sent.
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => page.getByText('you need to accept the terms of service').count()).toBe(1);

    await submitSignup(page, {
      name: ['Erin', 'Tester'],
      email,
      password: 'a strong passphrase',
      accountType: 'Buyer',
    });

    // Back where the visitor was going: path, query and hash.
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/inbox/orders?page=2#latest`);
    const menu = page.getByLabel('Account menu for Erin T');
    await expect.poll(() => menu.count()).toBe(1);

    const cookies = await browser.context.cookies();
    const session = cookies.find((c) => c.name === 'mercato_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('mercato_session');

    await page.reload();
    await expect.poll(() => page.getByLabel('Account menu for Erin T').count()).toBe(1);

    await page.getByLabel('Account menu for Erin T').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Log in' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await browser.context.cookies()).find((c) => c.name === 'mercato_session')).toBeUndefined();

    // Logging back in with the same credentials works; a wrong password is refused in the form.
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .poll(() => page.getByText('The email and password you entered do not match').count())
      .toBe(1);
    await expectAccessible(page, 'the login form after a wrong password');
    await page.getByLabel('Password').fill('a strong passphrase');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByLabel('Account menu for Erin T').count()).toBe(1);

    // The refused login answers 401, which Chromium reports as a failed resource load; nothing else may show up.
    expect(problems.filter((p) => !p.includes('status of 401'))).toEqual([]);
    await page.close();
  });
});
