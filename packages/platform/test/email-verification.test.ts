import { expect, it } from 'vitest';
import { apiClient, attrs, errorCodes, newUser, post } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { latestMail, linkFrom, listMail } from './mail.ts';

describeEachDialect(
  'email verification and change',
  (platform) => {
    const p = () => platform();
    const api = () => apiClient(p().app);
    const me = async (token: string) => attrs((await api().get('current_user/show', token)).body);

    it('sends a verification link on signup that verifies the email once', async () => {
      const u = await newUser(p());
      const mail = await latestMail(p().ctx, u.email, 'verify-email');
      const link = linkFrom(mail, '/verify-email');
      expect(link.origin).toBe('http://localhost:3000');
      const token = link.searchParams.get('t')!;
      const res = await post(
        p(),
        'current_user/verify_email',
        u.token,
        { verificationToken: token },
        '?expand=true',
      );
      expect(res.status).toBe(200);
      expect(attrs(res.body).emailVerified).toBe(true);
      // With nothing left to verify, even a used token succeeds without a change (spec §4).
      const again = await post(p(), 'current_user/verify_email', u.token, { verificationToken: token });
      expect(again.status).toBe(200);
    });

    it("refuses an invalid or someone else's verification token and changes nothing", async () => {
      const a = await newUser(p());
      const b = await newUser(p());
      const tokenOfA = linkFrom(
        await latestMail(p().ctx, a.email, 'verify-email'),
        '/verify-email',
      ).searchParams.get('t')!;
      const wrongUser = await post(p(), 'current_user/verify_email', b.token, {
        verificationToken: tokenOfA,
      });
      expect(wrongUser.status).toBe(400);
      expect(errorCodes(wrongUser.body)).toEqual(['validation-invalid-value']);
      const garbage = await post(p(), 'current_user/verify_email', b.token, { verificationToken: 'nope' });
      expect(garbage.status).toBe(400);
      expect((await me(b.token)).emailVerified).toBe(false);
      const missing = await post(p(), 'current_user/verify_email', b.token, {});
      expect(errorCodes(missing.body)).toEqual(['validation-missing-key']);
    });

    it('expires verification links after 48 hours', async () => {
      const u = await newUser(p());
      const token = linkFrom(
        await latestMail(p().ctx, u.email, 'verify-email'),
        '/verify-email',
      ).searchParams.get('t')!;
      p().clock.advance(49 * 3_600_000);
      const fresh = await api().login(u.email, u.password);
      const res = await post(
        p(),
        'current_user/verify_email',
        (fresh.body as { access_token: string }).access_token,
        { verificationToken: token },
      );
      expect(res.status).toBe(400);
    });

    it('limits verification emails to five a day', async () => {
      const u = await newUser(p());
      // The signup mail counts as the first.
      for (let i = 0; i < 4; i++)
        expect((await post(p(), 'current_user/send_verification_email', u.token, {})).status).toBe(200);
      const sixth = await post(p(), 'current_user/send_verification_email', u.token, {});
      expect(sixth.status).toBe(429);
      expect(errorCodes(sixth.body)).toEqual(['email-too-many-verification-requests']);
      expect((await listMail(p().ctx, u.email)).filter((m) => m.template === 'verify-email')).toHaveLength(5);
      // Only the newest link works.
      const latest = linkFrom(
        await latestMail(p().ctx, u.email, 'verify-email'),
        '/verify-email',
      ).searchParams.get('t')!;
      expect(
        (await post(p(), 'current_user/verify_email', u.token, { verificationToken: latest })).status,
      ).toBe(200);
      const verified = await post(p(), 'current_user/send_verification_email', u.token, {});
      expect(errorCodes(verified.body)).toEqual(['email-already-verified']);
    });

    it('changes email only with the current password and after the new address is verified', async () => {
      const u = await newUser(p());
      const other = await newUser(p());
      const newEmail = `changed-${Date.now()}@example.com`;
      const wrong = await post(p(), 'current_user/change_email', u.token, {
        email: newEmail,
        currentPassword: 'not it at all',
      });
      expect(wrong.status).toBe(403);
      const taken = await post(p(), 'current_user/change_email', u.token, {
        email: other.email.toUpperCase(),
        currentPassword: u.password,
      });
      expect(taken.status).toBe(409);
      expect(errorCodes(taken.body)).toEqual(['email-taken']);
      expect((await me(u.token)).pendingEmail).toBeNull();

      const ok = await post(
        p(),
        'current_user/change_email',
        u.token,
        { email: newEmail, currentPassword: u.password },
        '?expand=true',
      );
      expect(ok.status).toBe(200);
      expect(attrs(ok.body)).toMatchObject({ email: u.email, pendingEmail: newEmail });
      const mail = await latestMail(p().ctx, newEmail, 'email-change-verification');
      const token = linkFrom(mail, '/verify-email').searchParams.get('t')!;
      const verified = await post(
        p(),
        'current_user/verify_email',
        u.token,
        { verificationToken: token },
        '?expand=true',
      );
      expect(attrs(verified.body)).toMatchObject({
        email: newEmail,
        pendingEmail: null,
        emailVerified: true,
      });
      expect((await latestMail(p().ctx, u.email, 'email-changed')).text).toContain(newEmail);
      expect((await api().login(newEmail, u.password)).status).toBe(200);
      expect((await api().login(u.email, u.password)).status).toBe(401);
    });

    it('sends one account at most five verification emails a day, changes of email included', async () => {
      // Issue #25 defect 9: twelve changes once mailed twelve links to a stranger's address.
      const u = await newUser(p());
      const stranger = `stranger-${Date.now()}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await post(p(), 'current_user/change_email', u.token, {
          email: i % 2 ? stranger : `other-${i}-${stranger}`,
          currentPassword: u.password,
        });
        statuses.push(res.status);
        if (res.status !== 200)
          expect(errorCodes(res.body)).toEqual(['email-too-many-verification-requests']);
      }
      // Signup sent the first of the day's five.
      expect(statuses).toEqual([200, 200, 200, 200, ...Array(8).fill(429)]);
      const mails = await listMail(p().ctx);
      const links = mails.filter(
        (m) => m.template === 'email-change-verification' && m.to.endsWith(stranger),
      );
      expect(links).toHaveLength(4);
      // A refused change changes nothing: the last accepted address still waits.
      expect((await me(u.token)).pendingEmail).toBe(stranger);
    });
  },
  // Per-IP request limits are tested in auth.test.ts; here many logins come from one test IP.
  { RATE_LIMIT_ENABLED: 'false' },
);
