import { expect, it } from 'vitest';
import { apiClient, errorCodes, newUser, post } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { latestMail, linkFrom } from './mail.ts';

describeEachDialect(
  'password change and reset',
  (platform) => {
    const p = () => platform();
    const api = () => apiClient(p().app);

    it('changes the password with the current one, ending other sessions but not this one', async () => {
      const u = await newUser(p());
      const second = await api().login(u.email, u.password);
      const secondToken = (second.body as { access_token: string }).access_token;
      const wrong = await post(p(), 'current_user/change_password', u.token, {
        currentPassword: 'wrong one!',
        newPassword: 'another long one',
      });
      expect(wrong.status).toBe(403);
      const short = await post(p(), 'current_user/change_password', u.token, {
        currentPassword: u.password,
        newPassword: 'short',
      });
      expect(short.status).toBe(400);
      const ok = await post(p(), 'current_user/change_password', u.token, {
        currentPassword: u.password,
        newPassword: 'another long one',
      });
      expect(ok.status).toBe(200);
      expect((await api().get('current_user/show', u.token)).status).toBe(200);
      expect((await api().get('current_user/show', secondToken)).status).toBe(401);
      expect((await api().login(u.email, 'another long one')).status).toBe(200);
      expect((await latestMail(p().ctx, u.email, 'password-changed')).subject).toBeTruthy();
    });

    it('resets a forgotten password with the emailed link, once', async () => {
      const u = await newUser(p());
      const anon = await api().anonToken();
      const unknown = await post(p(), 'password_reset/request', anon, { email: 'nobody-here@example.com' });
      expect(unknown.status).toBe(404);
      expect(errorCodes(unknown.body)).toEqual(['email-not-found']);
      const requested = await post(p(), 'password_reset/request', anon, { email: u.email.toUpperCase() });
      expect(requested.status).toBe(200);
      expect(requested.body.data).toMatchObject({ type: 'passwordReset' });
      const link = linkFrom(await latestMail(p().ctx, u.email, 'reset-password'), '/reset-password');
      expect(link.searchParams.get('e')).toBe(u.email);
      const token = link.searchParams.get('t')!;
      const wrongEmail = await post(p(), 'password_reset/reset', anon, {
        email: 'x@example.com',
        passwordResetToken: token,
        newPassword: 'brand new secret',
      });
      expect(wrongEmail.status).toBe(400);
      const reset = await post(p(), 'password_reset/reset', anon, {
        email: u.email,
        passwordResetToken: token,
        newPassword: 'brand new secret',
      });
      expect(reset.status).toBe(200);
      expect((await api().get('current_user/show', u.token)).status).toBe(401);
      expect((await api().login(u.email, 'brand new secret')).status).toBe(200);
      const reused = await post(p(), 'password_reset/reset', anon, {
        email: u.email,
        passwordResetToken: token,
        newPassword: 'yet another secret',
      });
      expect(reused.status).toBe(400);
      expect((await api().login(u.email, 'yet another secret')).status).toBe(401);
    });

    it('expires reset links after an hour', async () => {
      const u = await newUser(p());
      const anon = await api().anonToken();
      await post(p(), 'password_reset/request', anon, { email: u.email });
      const token = linkFrom(
        await latestMail(p().ctx, u.email, 'reset-password'),
        '/reset-password',
      ).searchParams.get('t')!;
      p().clock.advance(61 * 60_000);
      const res = await post(p(), 'password_reset/reset', await api().anonToken(), {
        email: u.email,
        passwordResetToken: token,
        newPassword: 'brand new secret',
      });
      expect(res.status).toBe(400);
    });
  },
  // Per-IP request limits are tested in auth.test.ts; here many logins come from one test IP.
  { RATE_LIMIT_ENABLED: 'false' },
);
