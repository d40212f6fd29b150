import { expect, it } from 'vitest';
import { apiClient, errorCodes, newUser, post } from './api-client.ts';
import { describeEachDialect } from './harness.ts';

describeEachDialect(
  'login and password throttles',
  (platform) => {
    const p = () => platform();

    it('throttles failed logins per account with 429 and Retry-After, without revealing accounts', async () => {
      const u = await newUser(p());
      // A visitor of its own, so the route's per-IP request limit stays out of the way.
      const api = () => apiClient(p().app, 'mercato-web', '203.0.113.50');
      const unknownEmail = `ghost-${Date.now()}@example.com`;
      for (let i = 0; i < 10; i++) {
        expect((await api().login(u.email, `wrong password ${i}`)).status).toBe(401);
        expect((await api().login(unknownEmail, `wrong password ${i}`)).status).toBe(401);
      }
      const locked = await api().login(u.email, u.password);
      const lockedUnknown = await api().login(unknownEmail, 'whatever it is');
      expect(locked.status).toBe(429);
      expect(lockedUnknown.status).toBe(429);
      expect(errorCodes(locked.body)).toEqual(['too-many-requests']);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      p().clock.advance(15 * 60_000 + 1000);
      expect((await api().login(u.email, u.password)).status).toBe(200);
    });

    it('does not let strangers lock the owner out: an address the owner logged in from keeps its own budget', async () => {
      // Issue #25 defect 8: ten wrong passwords from anywhere once locked the owner out for good.
      const u = await newUser(p());
      const home = apiClient(p().app, 'mercato-web', '198.51.100.7');
      expect((await home.login(u.email, u.password)).status).toBe(200);
      for (let i = 0; i < 12; i++) {
        const stranger = apiClient(p().app, 'mercato-web', `203.0.113.${100 + i}`);
        expect([401, 429]).toContain((await stranger.login(u.email, `guess ${i}`)).status);
      }
      // Strangers are held off; the owner, at home, logs in.
      expect(
        (await apiClient(p().app, 'mercato-web', '203.0.113.99').login(u.email, u.password)).status,
      ).toBe(429);
      expect((await home.login(u.email, u.password)).status).toBe(200);
      // The home address has a limit of its own too: guessing from it is no way around the limit.
      for (let i = 0; i < 10; i++) expect((await home.login(u.email, `home guess ${i}`)).status).toBe(401);
      expect((await home.login(u.email, u.password)).status).toBe(429);
    });

    it('checks at most ten passwords of an account however many guesses arrive at once', async () => {
      const u = await newUser(p());
      const guesses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          apiClient(p().app, 'mercato-web', `198.51.100.${i % 250}`).login(u.email, `guess ${i}`),
        ),
      );
      const statuses = guesses.map((g) => g.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(190);
      const right = await apiClient(p().app, 'mercato-web', '198.51.100.251').login(u.email, u.password);
      expect(right.status).toBe(429);
      p().clock.advance(15 * 60_000 + 1000);
    });

    it('checks at most fifty passwords from one address however many guesses arrive at once', async () => {
      const ip = '192.0.2.77';
      const burst = (n: number, offset: number) =>
        Promise.all(
          Array.from({ length: n }, (_, i) =>
            apiClient(p().app, 'mercato-web', ip).login(`nobody-${offset + i}@example.com`, 'wrong'),
          ),
        );
      const statuses = [...(await burst(40, 0)), ...(await burst(30, 40))].map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(50);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      p().clock.advance(15 * 60_000 + 1000);
    });

    it('checks at most ten current passwords of a user however many arrive at once', async () => {
      const u = await newUser(p());
      const tries = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post(p(), 'current_user/change_password', u.token, {
            currentPassword: `not it ${i}`,
            newPassword: 'a whole new password',
          }),
        ),
      );
      const statuses = tries.map((t) => t.status);
      expect(statuses.filter((s) => s === 403)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
      p().clock.advance(15 * 60_000 + 1000);
    });
  },
  // Per-IP request limits are tested in auth.test.ts; here many logins come from one test IP.
  { RATE_LIMIT_ENABLED: 'false' },
);
