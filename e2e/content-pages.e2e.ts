import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { afterAll, describe, expect, it } from 'vitest';
import { useMercato } from './support/fixture.ts';

const ROOT = resolve(import.meta.dirname, '..');

// The operator changes content with the assets CLI while the server runs, as documented in the
// README; the pages follow without a restart. The database is a file both of them open.
describe('content pages from hosted assets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mercato-content-'));
  const databaseUrl = `file:${join(dir, 'mercato.db')}`;
  const { server, browser } = useMercato({ env: { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false' } });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const assets = (...args: string[]) => {
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'assets.mjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, INIT_CWD: dir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    return { code: run.status, stdout: run.stdout, stderr: run.stderr };
  };
  const file = (name: string, value: unknown) => {
    writeFileSync(join(dir, name), JSON.stringify(value));
    return name;
  };

  it('renders the landing page, the legal pages and /p/about from their assets', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(server.baseUrl);
    await expect(page.locator('h1').textContent()).resolves.toBe(
      'Book trusted local services on Mercato Demo',
    );
    await expect(page.getByRole('heading', { name: 'How it works' }).count()).resolves.toBe(1);
    await expect(page.locator('#hero-search').count()).resolves.toBe(1);
    await page.goto(`${server.baseUrl}/p/about`);
    await expect(page.locator('h1').textContent()).resolves.toBe('About Mercato Demo');
    await expect(page.title()).resolves.toBe('About Mercato Demo');
    await page.goto(`${server.baseUrl}/terms-of-service`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Terms of service');
    const missing = await page.goto(`${server.baseUrl}/p/no-such-page`);
    expect(missing?.status()).toBe(404);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  });

  it('shows a landing page changed through the CLI without a restart', async () => {
    const landing = {
      meta: { pageTitle: { fieldType: 'metaTitle', content: 'Spring on Mercato' } },
      sections: [
        {
          sectionType: 'hero',
          sectionId: 'hero',
          title: { fieldType: 'heading1', content: 'Spring offers are here' },
          description: { fieldType: 'paragraph', content: 'Book a garden day.' },
        },
        {
          sectionType: 'article',
          sectionId: 'news',
          blocks: [
            {
              blockType: 'defaultBlock',
              blockId: 'news-1',
              text: { fieldType: 'markdown', content: 'Read [about us](/p/about) and **save**.' },
            },
          ],
        },
      ],
    };
    const put = assets('put', 'content/pages/landing-page.json', file('landing.json', landing));
    expect(put.stderr).toBe('');
    expect(put.stdout).toMatch(/^Stored content\/pages\/landing-page\.json; latest is now /);
    const { page, problems } = await browser.newPage();
    await page.goto(server.baseUrl);
    await expect(page.locator('h1').textContent()).resolves.toBe('Spring offers are here');
    await expect(page.title()).resolves.toBe('Spring on Mercato');
    await expect(page.locator('strong').textContent()).resolves.toBe('save');
    await page.getByRole('link', { name: 'about us' }).click();
    await page.waitForURL(`${server.baseUrl}/p/about`);
    // The search stays under the hero whatever the content.
    await expect.poll(() => page.locator('h1').textContent()).toBe('About Mercato Demo');
    expect(await page.locator('#hero-search').count()).toBe(0);
    await page.goto(server.baseUrl);
    await expect(page.locator('#hero-search').count()).resolves.toBe(1);
    expect(
      assets('put', 'content/pages/landing-page.json', file('bad.json', { sections: 'none' })).stderr,
    ).toMatch(/Refused: .*sections/);
    await page.reload();
    await expect(page.locator('h1').textContent()).resolves.toBe('Spring offers are here');
    expect(problems).toEqual([]);
  });

  it("words the site with the operator's translations, changed through the CLI without a restart", async () => {
    const { page } = await browser.newPage();
    await page.goto(server.baseUrl);
    await expect(
      page.locator('footer').getByRole('link', { name: 'Terms of service' }).count(),
    ).resolves.toBe(1);

    const translations = {
      'Footer.termsOfService': 'House rules',
      'NotFoundPage.heading': 'Nothing lives here',
      'Errors.auth.loginFailed': 'That email and password do not go together.',
      'Validation.account.required': 'please fill this in',
    };
    const put = assets('put', 'content/translations.json', file('translations.json', translations));
    expect(put.stderr).toBe('');
    await page.goto(server.baseUrl);
    await expect(page.locator('footer').getByRole('link', { name: 'House rules' }).count()).resolves.toBe(1);
    await page.goto(`${server.baseUrl}/p/no-such-page`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Nothing lives here');

    // Messages made by the forms' rules and by actions follow too, in the browser and from the server.
    await page.goto(`${server.baseUrl}/login`);
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByText('please fill this in').count()).toBeGreaterThan(0);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('not a password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByText('That email and password do not go together.').count()).toBe(1);

    // A text that is not a string is refused; the previous version stays in force.
    expect(
      assets('put', 'content/translations.json', file('bad-texts.json', { 'Footer.termsOfService': 7 }))
        .stderr,
    ).toMatch(/Refused/);
    await page.goto(server.baseUrl);
    await expect(page.locator('footer').getByRole('link', { name: 'House rules' }).count()).resolves.toBe(1);
  });

  it('shows the maintenance screen while the configuration is broken, and recovers when it is fixed', async () => {
    // Break the stored configuration behind the platform's back (what an invalid row would do).
    const broken = spawnSync(
      process.execPath,
      [
        '-e',
        `const db = require('better-sqlite3')(process.argv[1]);
         db.prepare("UPDATE marketplace_configs SET config = '{\\"listingTypes\\": []}'").run();`,
        join(dir, 'mercato.db'),
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(broken.stderr).toBe('');
    const { page } = await browser.newPage();
    // The platform and the web server each keep a read configuration for up to 5 seconds.
    let status = 0;
    for (let i = 0; i < 100 && status !== 503; i += 1) {
      status = (await page.goto(server.baseUrl))?.status() ?? 0;
      if (status !== 503) await page.waitForTimeout(250);
    }
    expect(status).toBe(503);
    await expect(page.locator('h1').textContent()).resolves.toBe(
      'The marketplace is not fully operational right now',
    );
    await expect(page.getByText('refresh the page').count()).resolves.toBe(1);

    const fixed = assets('put', 'mercato/config.json', file('config.json', DEFAULT_MARKETPLACE_CONFIG));
    expect(fixed.stderr).toBe('');
    const back = await page.goto(server.baseUrl);
    expect(back?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe('Spring offers are here');
  });
});
