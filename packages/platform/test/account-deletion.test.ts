import { expect, it } from 'vitest';
import { apiClient, attrs, buildSignup, newUser, post } from './api-client.ts';
import { describeEachDialect } from './harness.ts';

describeEachDialect(
  'account deletion',
  (platform) => {
    const p = () => platform();
    const api = () => apiClient(p().app);

    it('deletes an account with the password, anonymising it and ending its sessions', async () => {
      const u = await newUser(p());
      const wrong = await post(p(), 'current_user/delete', u.token, { currentPassword: 'not the password' });
      expect(wrong.status).toBe(403);
      const res = await post(
        p(),
        'current_user/delete',
        u.token,
        { currentPassword: u.password },
        '?expand=true',
      );
      expect(res.status).toBe(200);
      expect(attrs(res.body).deleted).toBe(true);
      expect((await api().get('current_user/show', u.token)).status).toBe(401);
      expect((await api().login(u.email, u.password)).status).toBe(401);
      const id = (res.body.data as { id: string }).id;
      const shown = await api().get(`users/show?id=${id}`, await api().anonToken());
      expect(shown.status).toBe(200);
      expect(attrs(shown.body)).toEqual({ banned: false, deleted: true });
      // The address is free again.
      expect((await api().signup(await api().anonToken(), buildSignup({ email: u.email }))).status).toBe(200);
    });
  },
  // Per-IP request limits are tested in auth.test.ts; here many logins come from one test IP.
  { RATE_LIMIT_ENABLED: 'false' },
);
