import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, DEMO_PASSWORD } from './support/api.ts';
import { useMercato } from './support/fixture.ts';
import {
  ADA,
  type ApiResource,
  callApi,
  ownListingId,
  sessionCookieOf,
  userIdOf,
} from './support/marketplace.ts';

const ROOT = resolve(import.meta.dirname, '..');
const ADMIN = { email: 'operator@demo.mercato.test', password: DEMO_PASSWORD };
const SUPPORT = { email: 'support-desk@example.com', password: 'answers every question' };
const BEN = { email: 'ben@demo.mercato.test', password: DEMO_PASSWORD };

/** A listing field no configuration has, which a refused save must not add. */
const NEW_FIELD = {
  key: 'accessCheck',
  scope: 'public',
  schemaType: 'text',
  showConfig: { label: 'Access check' },
  saveConfig: { label: 'Access check', isRequired: false },
};

type Caller = 'anonymous' | 'marketplace user' | 'banned user' | 'support operator' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'marketplace user', 'banned user', 'support operator', 'admin'];
/** What a console page answers a caller: the page, the console's refusal (403), or its login. */
type Outcome = 200 | 403 | 'login';

/**
 * Every console page (routes.ts), with what a support operator gets (ADR 019): everything to read,
 * the content and configuration included, but not the audit log; their changes are an admin's.
 */
const PAGES: { path: (ids: Ids) => string; support: 200 | 403 }[] = [
  { path: () => '/console', support: 200 },
  { path: () => '/console/people', support: 200 },
  { path: () => '/console/people.csv', support: 200 },
  { path: (ids) => `/console/people/${ids.user}`, support: 200 },
  { path: () => '/console/listings', support: 200 },
  { path: () => '/console/listings.csv', support: 200 },
  { path: (ids) => `/console/listings/${ids.listing}`, support: 200 },
  { path: () => '/console/transactions', support: 200 },
  { path: () => '/console/transactions.csv', support: 200 },
  { path: (ids) => `/console/transactions/${ids.transaction}`, support: 200 },
  { path: () => '/console/reviews', support: 200 },
  { path: () => '/console/content', support: 200 },
  { path: () => '/console/content/document?path=/content/pages/about.json', support: 200 },
  { path: () => '/console/content/config/listingFields', support: 200 },
  { path: () => '/console/content/pages/landing-page', support: 200 },
  { path: () => '/console/content/texts/translations', support: 200 },
  { path: () => '/console/account', support: 200 },
  { path: () => '/console/audit', support: 403 },
];

interface Ids {
  user: string;
  listing: string;
  transaction: string;
}

/** A session cookie (`name=value`) from a form login's answer. */
function cookieFrom(res: Response, name: string): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie: ${res.status}`);
  return cookie.split(';')[0] as string;
}

// Issue #30: every console page × every kind of caller, over plain HTTP against the built server.
// Only operators get past the console's login; a support operator reads but is refused the audit
// log and every change an admin makes; and a refused change changes nothing.
describe('who may open the console’s pages', () => {
  const { server } = useMercato({ env: { SEED_DEMO_DATA: 'true' }, browser: false });
  const cookies = new Map<Caller, string | null>();
  let ids: Ids;

  const consoleLogin = async (login: { email: string; password: string }) => {
    const res = await fetch(`${server.baseUrl}/console/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.baseUrl },
      body: new URLSearchParams(login),
    });
    expect(res.status).toBe(302);
    return cookieFrom(res, 'mercato_console');
  };
  const get = (path: string, caller: Caller) => {
    const cookie = cookies.get(caller);
    return fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  };
  const post = (path: string, caller: Caller, form: Record<string, string>) => {
    const cookie = cookies.get(caller);
    return fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.baseUrl, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(form),
    });
  };
  const outcomeOf = (res: Response): Outcome | string => {
    const location = res.headers.get('location') ?? '';
    if (res.status === 302 && location.startsWith('/console/login')) return 'login';
    if (res.status === 200 || res.status === 403) return res.status;
    return `${res.status} ${location}`;
  };
  const expected = (caller: Caller, support: 200 | 403): Outcome =>
    caller === 'admin' ? 200 : caller === 'support operator' ? support : 'login';

  beforeAll(async () => {
    cookies.set('anonymous', null);
    cookies.set('marketplace user', await sessionCookieOf(server, ADA));
    cookies.set('banned user', await sessionCookieOf(server, BEN));
    cookies.set('admin', await consoleLogin(ADMIN));

    // The support operator is made as a marketplace's own would be: `npm run operator -- create`,
    // then the one-time link it prints.
    const created = spawnSync(
      process.execPath,
      ['scripts/operator.mjs', 'create', SUPPORT.email, '--role', 'support'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: server.databaseUrl, ROOT_URL: server.baseUrl },
      },
    );
    expect(created.status, created.stderr).toBe(0);
    const link = /\/console\/set-password\?token=([^\s&]+)/.exec(created.stdout);
    if (!link) throw new Error(`no link in: ${created.stdout}`);
    const set = await fetch(`${server.baseUrl}/console/set-password`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.baseUrl },
      body: new URLSearchParams({ token: link[1] as string, password: SUPPORT.password }),
    });
    expect(set.status).toBeLessThan(400);
    cookies.set('support operator', await consoleLogin(SUPPORT));

    ids = {
      user: await userIdOf(server.baseUrl, ADA.email),
      listing: await ownListingId(server.baseUrl, ADA.email, 'Sourdough baking workshop'),
      transaction: '',
    };
    // A transaction: Ben asks Ada about her workshop.
    const inquiry = await callApi(
      server.baseUrl,
      await accessTokenOf(server.baseUrl, BEN.email),
      'POST',
      'transactions/initiate',
      {
        processAlias: 'default-booking/release-1',
        transition: 'transition/inquire',
        params: { listingId: ids.listing },
      },
    );
    ids.transaction = (inquiry.data as ApiResource).id;

    // Ben is banned, with his session cookie still in hand.
    const benId = await userIdOf(server.baseUrl, BEN.email);
    const ban = await post(`/console/people/${benId}`, 'admin', { intent: 'ban' });
    expect(ban.status).toBe(200);
  });

  it('answers every page as each caller may see it, and shows no one else’s data to the refused', async () => {
    const wrong: string[] = [];
    for (const page of PAGES) {
      const path = page.path(ids);
      for (const caller of CALLERS) {
        const res = await get(path, caller);
        const body = await res.text();
        const outcome = outcomeOf(res);
        const want = expected(caller, page.support);
        if (outcome !== want) wrong.push(`${path} as ${caller}: ${outcome}, expected ${want}`);
        if (want !== 200 && (body.includes(ADA.email) || body.includes(BEN.email)))
          wrong.push(`${path} as ${caller}: the refusal shows a user's email`);
        if (res.headers.get('cache-control') !== 'private, no-store')
          wrong.push(`${path} as ${caller}: Cache-Control ${res.headers.get('cache-control')}`);
      }
    }
    // An unknown console path is the console's 404 for operators, the login for everyone else.
    for (const caller of CALLERS) {
      const outcome = outcomeOf(await get('/console/no-such-screen', caller));
      const want = caller === 'admin' || caller === 'support operator' ? '404 ' : 'login';
      if (outcome !== want) wrong.push(`/console/no-such-screen as ${caller}: ${outcome}, expected ${want}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses the changes of an admin to everyone else, changing nothing', async () => {
    const changes: { path: string; form: Record<string, string> }[] = [
      { path: `/console/people/${ids.user}`, form: { intent: 'ban' } },
      { path: `/console/people/${ids.user}`, form: { intent: 'permissions', postListings: 'deny' } },
      { path: `/console/listings/${ids.listing}`, form: { intent: 'close' } },
      { path: `/console/listings/${ids.listing}`, form: { intent: 'feature' } },
      {
        path: '/console/content/config/listingFields',
        form: { intent: 'save', document: JSON.stringify([NEW_FIELD]) },
      },
    ];
    // What an admin sees of the person, the listing and the configuration (a page's nonce aside).
    const seen = async () =>
      Promise.all(
        [
          `/console/people/${ids.user}`,
          `/console/listings/${ids.listing}`,
          '/console/content/config/listingFields',
        ].map(async (path) => (await (await get(path, 'admin')).text()).replace(/nonce="[^"]*"/g, '')),
      );
    const before = await seen();
    const wrong: string[] = [];
    for (const change of changes) {
      for (const caller of CALLERS.filter((c) => c !== 'admin')) {
        const outcome = outcomeOf(await post(change.path, caller, change.form));
        const want = caller === 'support operator' ? 403 : 'login';
        if (outcome !== want)
          wrong.push(`${change.form.intent} on ${change.path} as ${caller}: ${outcome}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await seen()).toEqual(before);
  });
});
