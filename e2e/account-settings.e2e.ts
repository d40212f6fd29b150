import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { accessTokenOf } from './support/api.ts';
import { useMercato } from './support/fixture.ts';
import { enumOptionsOf, submitSignup } from './support/marketplace.ts';

describe('profile and account settings', () => {
  // One custom user field of each type, in each scope a user writes, plus two the form must leave out.
  const signupOff = { displayInSignUp: false };
  const userFields = [
    {
      key: 'hometown',
      scope: 'public',
      schemaType: 'text',
      saveConfig: { ...signupOff, label: 'Home town' },
    },
    {
      key: 'yearsRiding',
      scope: 'public',
      schemaType: 'long',
      numberConfig: { minimum: 0, maximum: 80 },
      saveConfig: {
        ...signupOff,
        label: 'Years of riding',
        isRequired: true,
        requiredMessage: 'tell us how long you have ridden',
      },
    },
    {
      key: 'givesLessons',
      scope: 'public',
      schemaType: 'boolean',
      saveConfig: { ...signupOff, label: 'Do you give lessons?' },
    },
    {
      key: 'level',
      scope: 'protected',
      schemaType: 'enum',
      enumOptions: enumOptionsOf({ beginner: 'Beginner', expert: 'Expert' }),
      saveConfig: { ...signupOff, label: 'Riding level' },
    },
    {
      key: 'languages',
      scope: 'private',
      schemaType: 'multi-enum',
      enumOptions: enumOptionsOf({ en: 'English', fi: 'Finnish', sv: 'Swedish' }),
      saveConfig: { ...signupOff, label: 'Languages' },
    },
    {
      key: 'introVideo',
      scope: 'public',
      schemaType: 'youtubeVideoUrl',
      saveConfig: { ...signupOff, label: 'Intro video' },
    },
    { key: 'badge', scope: 'metadata', schemaType: 'text', saveConfig: { ...signupOff, label: 'Badge' } },
    {
      key: 'hostLicence',
      scope: 'public',
      schemaType: 'text',
      saveConfig: { ...signupOff, label: 'Host licence' },
      userTypeConfig: { limitToUserTypeIds: true, userTypeIds: ['d'] },
    },
  ];

  const { server, browser } = useMercato({ marketplaceConfig: { userFields } });

  /** Waits until the page shows this text once. */
  const shows = (page: Page, text: string | RegExp) =>
    expect.poll(() => page.getByText(text).count()).toBe(1);

  it('asks visitors to log in first', async () => {
    for (const path of [
      '/profile-settings',
      '/account',
      '/account/contact-details',
      '/account/change-password',
      '/account/payment-methods',
      '/account/payments',
      '/account/payments/success',
    ]) {
      const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/signup?from=${encodeURIComponent(path)}`);
    }
  });

  it('edits the profile, contact details and password, then logs in with the new password', async () => {
    const { page, problems } = await browser.newPage();
    const email = `settings-${Date.now()}@example.com`;
    const newEmail = `settings-new-${Date.now()}@example.com`;
    const menu = page.getByLabel(/^Account menu for Sam /);

    await page.goto(`${server.baseUrl}/signup`);
    await submitSignup(page, { name: ['Sam', 'Settings'], email, password: 'the first passphrase' });
    await expect.poll(() => menu.count()).toBe(1);

    // Profile settings: the browser checks the same rules first, then the server saves.
    await page.goto(`${server.baseUrl}/profile-settings`);
    await expect.poll(() => page.getByRole('heading', { name: 'Profile settings' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'View your profile' }).getAttribute('href')).toMatch(
      /^\/u\/[0-9a-f-]{36}$/,
    );
    expect(await page.getByRole('img', { name: /Your initials/ }).count()).toBe(1);
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(page, 'this field is required');
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'the profile form with its errors');

    const png = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 124, g: 58, b: 237 } },
    })
      .png()
      .toBuffer();
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Sampler');
    await page.getByLabel('Bio').fill('I fix bikes and teach people to ride them.');
    await page.getByLabel('Years of riding').fill('5');
    await page
      .getByLabel('Profile image')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect
      .poll(() => page.getByRole('img', { name: 'Your new avatar, not saved yet' }).count())
      .toBe(1);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(page, 'Your profile is saved.');

    // A display name someone else chose is theirs alone (spec §5): the server says so on the field,
    // and nothing of the form is saved.
    const ben = await accessTokenOf(server.baseUrl, 'ben@demo.mercato.test');
    const claimed = await fetch(`${server.baseUrl}/v1/api/current_user/update_profile`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ben}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ displayName: 'Harbour Pilot' }),
    });
    expect(claimed.status).toBe(200);
    await page.getByLabel('Display name').fill('harbour pilot');
    await page.getByLabel('Bio').fill('Not saved while the name is refused.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(page, 'this display name is already taken');
    expect(await page.getByLabel('Display name').getAttribute('aria-invalid')).toBe('true');
    await page.reload();
    expect(await page.getByLabel('Bio').inputValue()).toBe('I fix bikes and teach people to ride them.');
    await page.getByLabel('Display name').fill('Sam the Fixer');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(page, 'Your profile is saved.');

    await page.reload();
    expect(await page.getByLabel('Display name').inputValue()).toBe('Sam the Fixer');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Sampler');
    expect(await page.getByLabel('Bio').inputValue()).toBe('I fix bikes and teach people to ride them.');
    const avatar = page.getByRole('img', { name: 'Your current avatar' });
    expect(await avatar.getAttribute('src')).toMatch(/\/images\/[0-9a-f-]{36}\/w240-h240-crop-/);
    // The variant is rendered and served, not only linked.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Custom user fields: one input per type; operator and other-type fields are not offered.
    expect(await page.getByLabel('Badge').count()).toBe(0);
    expect(await page.getByLabel('Host licence').count()).toBe(0);
    await page.getByLabel('Home town').fill('Tampere');
    await page.getByLabel('Years of riding').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(page, 'tell us how long you have ridden');
    await page.getByLabel('Years of riding').fill('99');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(page, 'value must be between 0 and 80');
    await page.getByLabel('Years of riding').fill('12');
    await page.getByRole('group', { name: 'Do you give lessons?' }).getByLabel('Yes').check();
    await page.getByLabel('Riding level').selectOption('expert');
    const languages = page.getByRole('group', { name: 'Languages' });
    await languages.getByLabel('English').check();
    await languages.getByLabel('Finnish').check();
    await page.getByLabel('Intro video').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(page, 'Your profile is saved.');
    await page.reload();
    expect(await page.getByLabel('Home town').inputValue()).toBe('Tampere');
    expect(await page.getByLabel('Years of riding').inputValue()).toBe('12');
    expect(
      await page.getByRole('group', { name: 'Do you give lessons?' }).getByLabel('Yes').isChecked(),
    ).toBe(true);
    expect(await page.getByLabel('Riding level').inputValue()).toBe('expert');
    expect(await languages.getByLabel('English').isChecked()).toBe(true);
    expect(await languages.getByLabel('Swedish').isChecked()).toBe(false);
    expect(await page.getByLabel('Intro video').inputValue()).toMatch(/dQw4w9WgXcQ/);

    await page.getByRole('button', { name: 'Remove image' }).click();
    await shows(page, 'Your profile image was removed.');
    await expect.poll(() => page.getByRole('img', { name: /Your initials/ }).count()).toBe(1);

    // Account settings: `/account` opens contact details.
    await page.goto(`${server.baseUrl}/account`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/contact-details');
    const tabs = page.getByRole('navigation', { name: 'Account settings' });
    expect(await tabs.getByRole('link', { name: 'Contact details' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    // A new phone number needs no password; the field only appears for a new email.
    const currentPassword = page.getByLabel('Current password');
    await expect.poll(() => currentPassword.count()).toBe(0);
    await page.getByLabel('Phone number').fill('+1 555 0100');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(page, 'Your contact details are saved.');
    await page.reload();
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+1 555 0100');

    await page.getByLabel('Email').fill(newEmail);
    await expect.poll(() => currentPassword.count()).toBe(1);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(page, 'please enter your current password to change your email');
    await currentPassword.fill('not my password');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(page, 'The current password is not correct.');
    expect(await page.getByLabel('Email').inputValue()).toBe(newEmail);
    await currentPassword.fill('the first passphrase');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(page, 'Your contact details are saved.');
    await shows(page, /We sent a verification link to/);
    expect(await page.getByText(newEmail).count()).toBeGreaterThan(0);
    // The account keeps its address until the new one is verified; the form starts over from it.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await expect.poll(() => currentPassword.count()).toBe(0);

    // Five verification emails a day: signup and the change sent two, so the fourth resend is refused.
    const resend = async () => {
      const answered = page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/account/contact-details'),
      );
      await page.getByRole('button', { name: 'Resend verification email' }).click();
      return (await answered).status();
    };
    for (let sent = 2; sent < 5; sent += 1) {
      expect(await resend()).toBe(200);
      await shows(page, `We sent a new verification link to ${newEmail}.`);
    }
    expect(await resend()).toBe(429);
    await shows(page, 'Too many verification emails were sent. Please try again tomorrow.');

    // Password: wrong current password, too short, then a good change.
    await tabs.getByRole('link', { name: 'Password' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/change-password');
    await page.getByLabel('Current password').fill('the first passphrase');
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await shows(page, 'password must be at least 8 characters');
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill('the second passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await shows(page, 'The current password is not correct.');
    await expectAccessible(page, 'the password form with its errors');
    await page.getByLabel('Current password').fill('the first passphrase');
    await page.getByLabel('New password').fill('the second passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await shows(page, /Your password is changed/);
    expect(await page.getByLabel('Current password').inputValue()).toBe('');

    // This session stays logged in; a new login needs the new password.
    await page.reload();
    await expect.poll(() => menu.count()).toBe(1);
    await menu.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Log in' }).count()).toBe(1);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('the first passphrase');
    await page.getByRole('button', { name: 'Log in' }).click();
    await shows(page, /The email and password you entered do not match/);
    await page.getByLabel('Password').fill('the second passphrase');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => menu.count()).toBe(1);

    // Without JavaScript the password field is always there, and a refusal keeps what was typed.
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto(`${server.baseUrl}/account/contact-details`);
    expect(await currentPassword.count()).toBe(1);
    await page.getByLabel('Email').fill(`other-${newEmail}`);
    const documentPost = page.waitForRequest((r) => r.method() === 'POST' && r.resourceType() === 'document');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect(new URL((await documentPost).url()).pathname).toBe('/account/contact-details');
    await shows(page, 'please enter your current password to change your email');
    expect(await page.getByLabel('Email').inputValue()).toBe(`other-${newEmail}`);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
    await cdp.detach();

    // Refusals answer 400, 401, 403, 409 and 429, which Chromium reports as failed loads; nothing else may show up.
    expect(problems.filter((p) => !/status of (400|401|403|409|429)/.test(p))).toEqual([]);
    await page.close();
  });

  it('saves, replaces and removes a card on the payment methods page (sandbox test cards)', async () => {
    const { page, problems } = await browser.newPage();
    const email = `cards-${Date.now()}@example.com`;
    // A newcomer: the tab of the test before is logged in.
    await browser.context.clearCookies();
    await page.goto(`${server.baseUrl}/signup`);
    await submitSignup(page, { name: ['Cora', 'Cards'], email, password: 'a card saving passphrase' });
    await expect.poll(() => page.getByLabel(/^Account menu for Cora /).count()).toBe(1);

    await page.goto(`${server.baseUrl}/account/contact-details`);
    await page.getByRole('link', { name: 'Payment methods' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Payment methods' }).count()).toBe(1);
    await shows(page, 'You have no saved card.');

    // The card texts of spec §8, in the browser before anything is sent.
    await page.getByLabel('Card number').fill('4242 4242');
    await page.getByRole('button', { name: 'Save card' }).click();
    await shows(page, 'Your card number is incomplete.');
    // A card the payment provider refuses says why, on the field.
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Save card' }).click();
    await shows(page, /The card could not be saved: No such PaymentMethod/);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Save card' }).click();
    await shows(page, 'Your card is saved.');
    await shows(page, 'Visa ending in 4242');
    await shows(page, 'Expires 12/2034');

    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Replace card' }).click();
    await shows(page, 'Your card is replaced.');
    await shows(page, 'Mastercard ending in 4444');
    expect(await page.getByText('Visa ending in 4242').count()).toBe(0);

    // What the platform keeps is the test card's payment method id, never its number.
    const token = await accessTokenOf(server.baseUrl, email, 'a card saving passphrase');
    const me = await fetch(
      `${server.baseUrl}/v1/api/current_user/show?include=stripeCustomer.defaultPaymentMethod`,
      { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
    );
    const included = (
      (await me.json()) as { included: { type: string; attributes: Record<string, unknown> }[] }
    ).included;
    expect(included.find((r) => r.type === 'stripePaymentMethod')?.attributes.stripePaymentMethodId).toBe(
      'pm_card_mastercard',
    );

    await page.getByRole('button', { name: 'Remove card' }).click();
    await shows(page, 'Your card is removed.');

    await shows(page, 'You have no saved card.');

    // The sandbox pays nobody out: the payout details tab says so.
    await page.getByRole('link', { name: 'Payout details' }).click();
    await shows(page, /test payments only: nobody is paid out/);
    // The refused card's answer (400) is the only one the browser reports.
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
  });
});
