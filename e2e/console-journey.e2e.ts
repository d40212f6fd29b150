import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/api.ts';
import { hydrated, launchBrowser, type RunningBrowser, watchConsole } from './support/browser.ts';
import { useMercato } from './support/fixture.ts';
import { submitSignup } from './support/marketplace.ts';

const OPERATOR = { email: 'operator@demo.mercato.test', password: DEMO_PASSWORD };

// Issue #30's journey: an operator runs a private marketplace with approval from the console, while
// a newcomer in another browser (another time zone) lives with the operator's decisions; at the
// end every decision is in the audit log.
describe('running the marketplace from the console', () => {
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
  // The newcomer's own browser, in Helsinki.
  let member: RunningBrowser;
  let memberPage: Page;
  let memberProblems: string[];
  let operatorPage: Page;
  let operatorProblems: string[];
  const newcomer = {
    name: ['Nora', 'Newcomer'] as [string, string],
    email: `nora-${Date.now()}@example.com`,
    password: 'waiting for the operator',
  };

  beforeAll(async () => {
    member = await launchBrowser({ timezoneId: 'Europe/Helsinki' });
    memberPage = await member.context.newPage();
    memberProblems = watchConsole(memberPage);
    ({ page: operatorPage, problems: operatorProblems } = await browser.newPage());
  });
  afterAll(async () => {
    await member?.close();
  });

  const path = (page: Page) => new URL(page.url()).pathname;

  let personPath = '';
  /** The operator opens the newcomer's console page, found the first time by email in the People list. */
  async function openPerson(email: string) {
    if (personPath) {
      await operatorPage.goto(`${server.baseUrl}${personPath}`);
      return;
    }
    await operatorPage.goto(`${server.baseUrl}/console/people?keywords=${encodeURIComponent(email)}`);
    await operatorPage.getByRole('link', { name: newcomer.name.join(' ') }).click();
    await expect.poll(() => path(operatorPage)).toMatch(/^\/console\/people\/[0-9a-f-]{36}$/);
    personPath = path(operatorPage);
  }

  it('lets the operator in, and approves a newcomer who then sees the listings', async () => {
    await operatorPage.goto(`${server.baseUrl}/console`);
    await expect.poll(() => path(operatorPage)).toBe('/console/login');
    await operatorPage.getByLabel('Email').fill(OPERATOR.email);
    await operatorPage.getByLabel('Password').fill(OPERATOR.password);
    await operatorPage.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => path(operatorPage)).toBe('/console');

    await memberPage.goto(`${server.baseUrl}/signup`);
    await hydrated(memberPage);
    await submitSignup(memberPage, { ...newcomer, accountType: 'Guest' });
    await expect.poll(() => memberPage.getByTestId('pending-approval-banner').count()).toBe(1);
    await memberPage.goto(`${server.baseUrl}/s`);
    await expect.poll(() => path(memberPage)).toBe('/no-access-right/user-approval');

    await operatorPage.goto(`${server.baseUrl}/console/people?state=pendingApproval`);
    await expect.poll(() => operatorPage.getByRole('cell', { name: newcomer.email }).count()).toBe(1);
    await openPerson(newcomer.email);
    await operatorPage.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => operatorPage.getByRole('status').allTextContents())
      .toContain('Approved: the person can use the marketplace now.');

    await memberPage.goto(`${server.baseUrl}/s`);
    await expect.poll(() => path(memberPage)).toBe('/s');
    await expect.poll(() => memberPage.locator('.listing-card').count()).toBeGreaterThan(0);
  });

  it('takes away the right to post, and the newcomer lands on the no-access page', async () => {
    await openPerson(newcomer.email);
    await operatorPage.getByLabel('Post listings').selectOption('deny');
    await operatorPage.getByRole('button', { name: 'Save permissions' }).click();
    await expect
      .poll(() => operatorPage.getByRole('status').allTextContents())
      .toContain('Permissions saved.');

    await memberPage.goto(`${server.baseUrl}/l/new`);
    await expect.poll(() => path(memberPage)).toBe('/no-access-right/posting-rights');
  });

  it('logs in as the newcomer, who may not have their password changed, and ends it', async () => {
    await openPerson(newcomer.email);
    await operatorPage.getByRole('link', { name: 'Log in as this person' }).click();
    await expect.poll(() => path(operatorPage)).toBe('/');
    const banner = operatorPage.getByTestId('login-as-banner');
    await expect.poll(() => banner.textContent()).toContain('You are logged in as Nora N.');

    await operatorPage.goto(`${server.baseUrl}/account/change-password`);
    const passwords = operatorPage.locator('main input[type=password]');
    await passwords.nth(0).fill(newcomer.password);
    await passwords.nth(1).fill('an operator chose this');
    await operatorPage
      .locator('main')
      .getByRole('button', { name: /change password|save/i })
      .click();
    await expect
      .poll(() => operatorPage.getByRole('alert').allTextContents())
      .toContain(
        'You are logged in as this user from the console: only the user can change their email, password or account.',
      );

    await banner.getByRole('button', { name: 'End' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    // The console session was never touched by it.
    await operatorPage.goto(`${server.baseUrl}/console`);
    await expect.poll(() => path(operatorPage)).toBe('/console');
  });

  it('bans the newcomer, whose open session is refused on its next request', async () => {
    await openPerson(newcomer.email);
    await operatorPage.getByRole('button', { name: 'Ban' }).click();
    await expect
      .poll(() => operatorPage.getByRole('status').allTextContents())
      .toContain('Banned: their sessions have ended.');
    await memberPage.goto(`${server.baseUrl}/s`);
    await expect.poll(() => path(memberPage)).not.toBe('/s');
    expect(await memberPage.getByRole('link', { name: 'Log in' }).count()).toBeGreaterThan(0);
  });

  it('deletes the account, once the box is ticked: its personal data is gone, its email free', async () => {
    await openPerson(newcomer.email);
    const deletion = operatorPage.getByRole('region', { name: 'Delete the account' });
    await deletion.getByRole('button', { name: 'Delete the account' }).click();
    // The box is required: nothing is posted without it.
    expect(await deletion.getByRole('checkbox').evaluate((box: HTMLInputElement) => box.validity.valid)).toBe(
      false,
    );
    await deletion.getByLabel('I understand that this cannot be undone').check();
    await deletion.getByRole('button', { name: 'Delete the account' }).click();
    await expect
      .poll(() => operatorPage.getByRole('status').allTextContents())
      .toContain('The account is deleted: its personal data is erased and its sessions have ended.');
    await expect.poll(() => operatorPage.getByText(newcomer.email).count()).toBe(0);
    await operatorPage.goto(
      `${server.baseUrl}/console/people?keywords=${encodeURIComponent(newcomer.email)}`,
    );
    await expect.poll(() => operatorPage.getByRole('cell', { name: newcomer.email }).count()).toBe(0);
  });

  it('finds every one of these decisions in the audit log', async () => {
    await openPerson(newcomer.email);
    await operatorPage.getByRole('link', { name: 'Everything operators did to this person' }).click();
    const actions = operatorPage.locator('tbody tr td:nth-child(3)');
    await expect
      .poll(() => actions.allTextContents())
      .toEqual(['user.delete', 'user.ban', 'user.login-as', 'user.update-permissions', 'user.approve']);
    expect(operatorProblems.filter((p) => !/status of (400|403)/.test(p))).toEqual([]);
    expect(memberProblems.filter((p) => !/status of (401|403)/.test(p))).toEqual([]);
  });
});
