import { expect } from 'vitest';
import { listMail } from '../mail.ts';
import { type Actor, banActor, deleteActor, type RequestSpec, send } from './actors.ts';
import { changedTables, type createSnapshotter } from './db-snapshot.ts';
import type { Fixtures } from './fixtures.ts';
import { decodeResponse, errorCodesOf } from './wire.ts';

type Snapshots = Awaited<ReturnType<typeof createSnapshotter>>;
type Check = (fx: Fixtures, snapshots: Snapshots) => Promise<void>;

const post = (url: string, body: Record<string, unknown>): RequestSpec => ({ method: 'POST', url, body });

/** Sends a request as `actor` and expects it refused with the status and codes, changing nothing. */
async function expectRefusedUnchanged(
  fx: Fixtures,
  snapshots: Snapshots,
  spec: RequestSpec,
  token: string,
  status: number,
  codes: string[],
): Promise<void> {
  const before = await snapshots.take();
  const res = await send(fx.platform, spec, { bearer: token });
  expect({ status: res.statusCode, codes: errorCodesOf(res) }).toEqual({ status, codes });
  expect(changedTables(before, await snapshots.take())).toEqual([]);
}

async function attributesOf(fx: Fixtures, token: string, query: string) {
  const res = await send(fx.platform, { method: 'GET', url: '/v1/api/users/show', query }, { bearer: token });
  expect(res.statusCode).toBe(200);
  return decodeResponse(res) as {
    data: { id: string; attributes: Record<string, unknown>; relationships?: unknown };
    included: unknown[];
  };
}

async function withProfileImage(fx: Fixtures): Promise<Actor> {
  const user = await fx.newUser();
  const image = await fx.uploadImage(user);
  const res = await send(
    fx.platform,
    post('/v1/api/current_user/update_profile', { profileImageId: image.id }),
    { bearer: user.accessToken },
  );
  expect(res.statusCode).toBe(200);
  return user;
}

/**
 * A second user (B) acting on the first user's (A's) resources, by route. Optional per route (the
 * matrix itself is not); add checks when a route takes ids of other users' resources.
 */
export const CROSS_USER_CHECKS: Record<string, Record<string, Check>> = {
  'POST /v1/api/current_user/update_profile': {
    "refuses another user's image as profileImageId and changes nothing": async (fx, snapshots) => {
      const [a, b] = [await fx.newUser(), await fx.newUser()];
      const image = await fx.uploadImage(a);
      const spec = post('/v1/api/current_user/update_profile', { profileImageId: image.id, bio: 'mine now' });
      await expectRefusedUnchanged(fx, snapshots, spec, b.accessToken, 400, ['validation-invalid-value']);
    },
  },
  'GET /v1/api/users/show': {
    'shows a banned user as only the banned flag, without the profile image': async (fx) => {
      const a = await withProfileImage(fx);
      await banActor(fx.platform, a);
      const body = await attributesOf(
        fx,
        (await fx.newUser()).accessToken,
        `id=${a.id}&include=profileImage`,
      );
      expect(body.data.attributes).toEqual({ banned: true, deleted: false });
      expect(body.data.relationships).toEqual({ profileImage: { data: null } });
      expect(body.included).toEqual([]);
    },
    'shows a deleted user as only the deleted flag': async (fx) => {
      const a = await withProfileImage(fx);
      await deleteActor(fx.platform, a);
      const body = await attributesOf(fx, await fx.anonToken(), `id=${a.id}&include=profileImage`);
      expect(body.data.attributes).toEqual({ banned: false, deleted: true });
      expect(body.included).toEqual([]);
    },
    "shows another user's public profile only": async (fx) => {
      const a = await fx.newUser({ publicData: { city: 'Turku' }, privateData: { pin: 'p-1234' } });
      const body = await attributesOf(fx, (await fx.newUser()).accessToken, `id=${a.id}`);
      const text = JSON.stringify(body);
      for (const secret of [a.email, 'p-1234', 'emailVerified', 'pendingEmail', 'privateData']) {
        expect(text).not.toContain(secret);
      }
    },
  },
  'GET /v1/api/current_user/show': {
    "answers with the caller's own account, never another user's": async (fx) => {
      const [a, b] = [await fx.newUser(), await fx.newUser()];
      const res = await send(
        fx.platform,
        { method: 'GET', url: '/v1/api/current_user/show' },
        { bearer: b.accessToken },
      );
      expect((decodeResponse(res) as { data: { id: string } }).data.id).toBe(b.id);
      expect(res.body).not.toContain(a.email);
    },
  },
  'POST /v1/api/current_user/verify_email': {
    "refuses another user's verification token and changes nothing": async (fx, snapshots) => {
      const [a, b] = [await fx.newUser(), await fx.newUser()];
      const spec = post('/v1/api/current_user/verify_email', {
        verificationToken: await fx.verificationToken(a),
      });
      await expectRefusedUnchanged(fx, snapshots, spec, b.accessToken, 400, ['validation-invalid-value']);
    },
  },
  'POST /v1/api/password_reset/reset': {
    "refuses one user's reset token for another user's email and changes nothing": async (fx, snapshots) => {
      const [a, b] = [await fx.newUser(), await fx.newUser()];
      const spec = post('/v1/api/password_reset/reset', {
        email: b.email,
        passwordResetToken: await fx.resetToken(a),
        newPassword: 'taken over account',
      });
      await expectRefusedUnchanged(fx, snapshots, spec, await fx.anonToken(), 400, [
        'validation-invalid-value',
      ]);
    },
  },
  'POST /v1/api/current_user/change_email': {
    "refuses another user's email and changes nothing": async (fx, snapshots) => {
      const [a, b] = [await fx.newUser(), await fx.newUser()];
      const spec = post('/v1/api/current_user/change_email', {
        email: a.email.toUpperCase(),
        currentPassword: b.password,
      });
      await expectRefusedUnchanged(fx, snapshots, spec, b.accessToken, 409, ['email-taken']);
    },
  },
  'POST /v1/api/current_user/create': {
    "refuses another user's email in any case and changes nothing": async (fx, snapshots) => {
      const a = await fx.newUser();
      const spec = post('/v1/api/current_user/create', {
        email: a.email.toUpperCase(),
        password: 'correct horse battery',
        firstName: 'Imposter',
        lastName: 'Person',
      });
      await expectRefusedUnchanged(fx, snapshots, spec, await fx.anonToken(), 409, ['email-taken']);
    },
  },
  'POST /v1/api/current_user/delete': {
    "checks the caller's password, not another user's": async (fx, snapshots) => {
      const [a, b] = [await fx.newUser(), await fx.newUser()];
      const spec = post('/v1/api/current_user/delete', { currentPassword: a.password });
      await expectRefusedUnchanged(fx, snapshots, spec, b.accessToken, 403, ['forbidden']);
    },
  },
  'POST /v1/api/current_user/change_password': {
    "checks the caller's password, not another user's": async (fx, snapshots) => {
      const [a, b] = [await fx.newUser(), await fx.newUser()];
      const spec = post('/v1/api/current_user/change_password', {
        currentPassword: a.password,
        newPassword: 'a brand new passphrase',
      });
      await expectRefusedUnchanged(fx, snapshots, spec, b.accessToken, 403, ['forbidden']);
    },
  },
  'POST /v1/api/current_user/send_verification_email': {
    "mails the caller's address only": async (fx) => {
      const [a, b] = [await fx.newUser(), await fx.newUser()];
      const before = (await listMail(fx.platform.ctx, a.email)).length;
      const res = await send(fx.platform, post('/v1/api/current_user/send_verification_email', {}), {
        bearer: b.accessToken,
      });
      expect(res.statusCode).toBe(200);
      expect(await listMail(fx.platform.ctx, a.email)).toHaveLength(before);
    },
  },
  'POST /v1/auth/revoke': {
    "logging out ends the caller's session, not another user's": async (fx) => {
      const [a, b] = [await fx.newUser(), await fx.newUser()];
      const res = await send(
        fx.platform,
        { method: 'POST', url: '/v1/auth/revoke', body: {}, encoding: 'form' },
        {
          bearer: b.accessToken,
        },
      );
      expect(res.statusCode).toBe(200);
      const show = (token: string) =>
        send(fx.platform, { method: 'GET', url: '/v1/api/current_user/show' }, { bearer: token });
      expect((await show(a.accessToken)).statusCode).toBe(200);
      expect((await show(b.accessToken)).statusCode).toBe(401);
    },
  },
  'POST /v1/auth/token': {
    'refuses banned and deleted users a new session, by password or refresh token': async (fx) => {
      const [banned, deleted] = [await fx.newUser(), await fx.newUser()];
      await banActor(fx.platform, banned);
      await deleteActor(fx.platform, deleted);
      for (const user of [banned, deleted]) {
        const grant = (form: Record<string, string>) =>
          send(
            fx.platform,
            {
              method: 'POST',
              url: '/v1/auth/token',
              encoding: 'form',
              body: { client_id: 'mercato-web', ...form },
            },
            null,
          );
        const login = await grant({ grant_type: 'password', username: user.email, password: user.password });
        const refresh = await grant({ grant_type: 'refresh_token', refresh_token: user.refreshToken });
        expect([login.statusCode, refresh.statusCode]).toEqual([401, 401]);
      }
    },
  },
};
