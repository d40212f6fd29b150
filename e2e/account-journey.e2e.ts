import { describe, expect, it } from 'vitest';
import { useMercato } from './support/fixture.ts';
import { followMailLink } from './support/mail.ts';
import { submitSignup } from './support/marketplace.ts';

// Issue #4's journey in one go: signup → verify → change email → verify again → log out →
// recover → reset → log in with the new password. Mail is read where a developer reads it: /_mail.
describe('account journey', () => {
  const { server, browser } = useMercato();

  it('signs up, verifies, changes email, recovers the password and logs in with the new one', async () => {
    const { page, problems } = await browser.newPage();
    const stamp = Date.now();
    const email = `journey-${stamp}@example.com`;
    const newEmail = `journey-new-${stamp}@example.com`;
    const menu = page.getByLabel('Account menu for Jo J');

    await page.goto(`${server.baseUrl}/signup`);
    await submitSignup(page, {
      name: ['Jo', 'Journey'],
      email,
      password: 'first journey secret',
      accountType: 'Host',
    });
    await expect.poll(() => menu.count()).toBe(1);
    expect(await page.getByTestId('verify-email-banner').count()).toBe(1);

    await followMailLink(page, server.baseUrl, email, /verify|confirm/i, '/verify-email');
    await expect.poll(() => page.getByRole('heading', { name: 'Your email is verified' }).count()).toBe(1);
    await page.goto(`${server.baseUrl}/`);
    expect(await page.getByTestId('verify-email-banner').count()).toBe(0);

    // Changing the email needs the current password.
    await page.goto(`${server.baseUrl}/account`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/contact-details');
    // Contact details need a phone number too (spec §5).
    await page.getByLabel('Phone number').fill('040 123 4567');
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Current password').fill('not my password');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: /password/i })
          .count(),
      )
      .toBeGreaterThan(0);
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Current password').fill('first journey secret');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText(`We sent a verification link to`).count()).toBe(1);

    await followMailLink(page, server.baseUrl, newEmail, /confirm|verify/i, '/verify-email');
    await expect.poll(() => page.getByRole('heading', { name: 'Your email is verified' }).count()).toBe(1);
    expect(await page.getByText(newEmail).count()).toBeGreaterThan(0);

    await menu.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Log in' }).count()).toBe(1);

    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/recover-password');
    await page.getByLabel('Email').fill(newEmail);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check your inbox' }).count()).toBe(1);

    await followMailLink(page, server.baseUrl, newEmail, /reset/i, '/reset-password');
    await page.getByLabel('New password', { exact: true }).fill('second journey secret');
    await page.getByLabel('Repeat the new password').fill('second journey secret');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Your password is changed' }).count()).toBe(1);

    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Password').fill('second journey secret');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => menu.count()).toBe(1);

    // The refused email change answers 403, which Chromium logs as a failed load.
    expect(problems.filter((p) => !/status of 403/.test(p))).toEqual([]);
    await page.close();
  });
});
