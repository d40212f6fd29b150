import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/api.ts';
import { useMercato } from './support/fixture.ts';

const BEN = 'ben@demo.mercato.test';

/** The session cookie a response sets (name=value), if any. */
function sessionCookieOf(res: Response): string | null {
  const set = res.headers.getSetCookie().find((cookie) => cookie.startsWith('mercato_session='));
  return set ? (set.split(';')[0] ?? null) : null;
}

// A browser that opens several pages at once after its access token expired (tabs restored, a
// page and its data requests) sends them all with the same refresh token. Refresh tokens work
// once; the web server must refresh once for all of them, not log the user out.
describe('a session whose access token expired', () => {
  const { server } = useMercato({ env: { SEED_DEMO_DATA: 'true', TEST_CLOCK: 'true' }, browser: false });

  it('stays logged in when several requests refresh it at the same moment', async () => {
    const base = server.baseUrl;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ email: BEN, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(302);
    const cookie = sessionCookieOf(login);
    expect(cookie).not.toBeNull();

    // Past the access token's 30 minutes on the server's clock.
    const advanced = await fetch(`${base}/_clock?advanceSeconds=${31 * 60}`, { method: 'POST' });
    expect(advanced.status).toBe(200);

    const pages = ['/inbox/orders', '/inbox/sales', '/listings', '/account/contact-details', '/inbox/orders'];
    const answers = await Promise.all(
      pages.map((path) => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie: cookie ?? '' } })),
    );
    // Every page answered as the logged-in user (a failed refresh sends to /login instead).
    expect(answers.map((res) => res.status)).toEqual(pages.map(() => 200));
    const renewed = answers.map(sessionCookieOf);
    expect(renewed.every((c) => c !== null && c !== cookie)).toBe(true);

    // Whichever cookie the browser keeps last, the session goes on.
    for (const next of new Set(renewed)) {
      const later = await fetch(`${base}/inbox/orders`, {
        redirect: 'manual',
        headers: { cookie: next ?? '' },
      });
      expect(later.status).toBe(200);
    }
  });
});
