import { beforeAll, describe, expect, it } from 'vitest';
import { useMercato } from './support/fixture.ts';
import { submitSignup, userIdOf } from './support/marketplace.ts';

// A marketplace configured as code: private, and new accounts wait for approval.
describe('private marketplace with user approval', () => {
  const { server, browser } = useMercato({
    marketplaceConfig: {
      accessControl: {
        marketplace: { private: true },
        users: { requireApprovalToJoin: true },
        listings: { requireApprovalToPublish: false },
      },
    },
    env: { SEED_DEMO_DATA: 'true' },
  });
  let adaId: string;

  beforeAll(async () => {
    // A demo member (seeded before approval was required) to look up.
    adaId = await userIdOf(server.baseUrl, 'ada@demo.mercato.test');
  });

  it('sends visitors to sign up, and shows a new account the pending-approval screen', async () => {
    const { page, problems } = await browser.newPage();

    const direct = await fetch(`${server.baseUrl}/u/${adaId}`, { redirect: 'manual' });
    expect(direct.status).toBe(302);
    expect(direct.headers.get('location')).toBe(`/signup?from=${encodeURIComponent(`/u/${adaId}`)}`);
    // The search page too (spec §2: login only if private), remembering the search.
    const search = await fetch(`${server.baseUrl}/s?keywords=yoga`, { redirect: 'manual' });
    expect(search.status).toBe(302);
    expect(search.headers.get('location')).toBe(`/signup?from=${encodeURIComponent('/s?keywords=yoga')}`);
    // The landing page stays open, without the lists a visitor may not read.
    const landing = await fetch(`${server.baseUrl}/`).then((r) => r.text());
    expect(landing).not.toContain('Newest listings');

    await page.goto(`${server.baseUrl}/u/${adaId}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup');
    await submitSignup(page, {
      name: ['Penny', 'Pending'],
      email: `pending-${Date.now()}@example.com`,
      password: 'waiting patiently',
      accountType: 'Guest',
    });

    await expect.poll(() => new URL(page.url()).pathname).toBe('/no-access-right/user-approval');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your account is waiting for approval' }).count())
      .toBe(1);
    expect(await page.getByTestId('pending-approval-banner').count()).toBe(1);

    // Approved members see profiles.
    await page.getByLabel('Account menu for Penny P').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Log in' }).count()).toBe(1);
    await page.goto(`${server.baseUrl}/login?from=${encodeURIComponent(`/u/${adaId}`)}`);
    await page.getByLabel('Email').fill('ada@demo.mercato.test');
    await page.getByLabel('Password').fill('mercato-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/u/${adaId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Ada P' }).count()).toBe(1);

    expect(problems).toEqual([]);
    await page.close();
  });
});
