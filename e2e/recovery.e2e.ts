import { describe, expect, it } from 'vitest';
import { hydrated } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import { followMailLink } from './support/mail.ts';
import { submitSignup } from './support/marketplace.ts';

describe('password recovery, reset and email verification', () => {
  const { server, browser } = useMercato();

  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  it('answers the broken-link, login-required and no-JavaScript cases over plain HTTP', async () => {
    for (const search of ['', '?t=abc', '?e=someone%40example.com']) {
      const res = await fetch(`${server.baseUrl}/reset-password${search}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('This link is broken');
      expect(html).toContain('href="/recover-password"');
    }

    const visitor = await fetch(`${server.baseUrl}/verify-email?t=abc`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/signup?from=%2Fverify-email%3Ft%3Dabc');

    // Plain form posts, as a browser without JavaScript sends them: errors come back with the value kept.
    const invalid = await post('/recover-password', { email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain('please enter a valid email address');
    expect(invalidHtml).toContain('value="not-an-email"');

    const unknown = await post('/recover-password', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('No account was found with this email address');

    const link = '/reset-password?t=made-up&e=nobody%40example.com';
    const mismatch = await post(link, { newPassword: 'a long password', newPasswordConfirm: 'another one' });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('the passwords do not match');

    const madeUp = await post(link, {
      newPassword: 'a long password',
      newPasswordConfirm: 'a long password',
    });
    expect(madeUp.status).toBe(400);
    expect(await madeUp.text()).toContain('This link no longer works');
  });

  it('verifies the email from its link, then recovers the password and logs in with the new one', async () => {
    const { page, problems } = await browser.newPage();
    const email = `recovery-${Date.now()}@example.com`;
    const menu = page.getByLabel('Account menu for Rita R');

    await page.goto(`${server.baseUrl}/signup`);
    // Marketplaces with several user types ask for one first.
    await submitSignup(page, { name: ['Rita', 'Recover'], email, password: 'the first passphrase' });
    await expect.poll(() => menu.count()).toBe(1);

    // Without a token the page tells where the address stands.
    await page.goto(`${server.baseUrl}/verify-email`);
    await expect.poll(() => page.getByRole('heading', { name: 'Confirm your email' }).count()).toBe(1);

    // A bad link fails, and a new one can be asked for right there.
    await page.goto(`${server.baseUrl}/verify-email?t=not-a-real-token`);
    await expect
      .poll(() => page.getByText('This verification link is invalid or has expired').count())
      .toBe(1);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect.poll(() => page.getByText(`We sent a new link to ${email}.`).count()).toBe(1);

    // Without JavaScript the same button posts the page and the answer comes back with it.
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto(`${server.baseUrl}/verify-email`);
    const documentPost = page.waitForRequest((r) => r.method() === 'POST' && r.resourceType() === 'document');
    await page.getByRole('button', { name: 'Send a new link' }).click();
    expect(new URL((await documentPost).url()).pathname).toBe('/verify-email');
    await expect.poll(() => page.getByText(`We sent a new link to ${email}.`).count()).toBe(1);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
    await cdp.detach();

    await followMailLink(page, server.baseUrl, email, /Confirm your email address/, '/verify-email');
    await expect.poll(() => page.getByRole('heading', { name: 'Your email is verified' }).count()).toBe(1);
    // Verified, then redirected: a reload does not spend the token again.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByText(email).count()).toBeGreaterThan(0);

    await menu.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Log in' }).count()).toBe(1);

    // An unknown address is refused with a way to sign up; typing again clears the message.
    await page.goto(`${server.baseUrl}/recover-password`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText('this field is required').count()).toBe(1);
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText('No account was found with this email address').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Create an account' }).count()).toBe(1);
    await page.getByLabel('Email').fill(email);
    await expect.poll(() => page.getByText('No account was found with this email address').count()).toBe(0);

    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check your inbox' }).count()).toBe(1);
    expect(await page.getByText(email).count()).toBe(1);

    // "Retype" brings the form back with the address in it.
    await page.getByRole('button', { name: 'retype your email address' }).click();
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check your inbox' }).count()).toBe(1);

    const resetLink = await followMailLink(
      page,
      server.baseUrl,
      email,
      /Reset your .* password/,
      '/reset-password',
    );
    await expect.poll(() => page.getByRole('heading', { name: 'Choose a new password' }).count()).toBe(1);
    expect(await page.getByText(email).count()).toBe(1);
    await hydrated(page);

    const newPassword = page.getByLabel('New password', { exact: true });
    const repeat = page.getByLabel('Repeat the new password');
    await newPassword.fill('the second passphrase');
    await repeat.fill('the second passphrase!');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByText('the passwords do not match').count()).toBe(1);
    expect(await repeat.getAttribute('aria-invalid')).toBe('true');

    await repeat.fill('the second passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Your password is changed' }).count()).toBe(1);

    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('the first passphrase');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .poll(() => page.getByText('The email and password you entered do not match').count())
      .toBe(1);
    await page.getByLabel('Password').fill('the second passphrase');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => menu.count()).toBe(1);

    // A used link is refused, with a way to ask for a new one.
    await page.goto(resetLink);
    await newPassword.fill('a third passphrase');
    await repeat.fill('a third passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'This link no longer works' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/recover-password',
    );

    // Refused posts (unknown email 404, wrong password 401, used link 400) show up as failed loads; nothing else may.
    expect(problems.filter((p) => !/status of (400|401|404)/.test(p))).toEqual([]);
    await page.close();
  });
});
