import { expect, it } from 'vitest';
import { apiClient, attrs, errorCodes, newUser, post } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { listMail } from './mail.ts';

describeEachDialect(
  'profile',
  (platform) => {
    const p = () => platform();
    const api = () => apiClient(p().app);
    const me = async (token: string) => attrs((await api().get('current_user/show', token)).body);

    it('updates the profile, merging extended data, and answers with exactly one resource', async () => {
      const u = await newUser(p(), { publicData: { a: 1, b: 2 } });
      const res = await post(
        p(),
        'current_user/update_profile',
        u.token,
        {
          firstName: 'Renamed',
          bio: 'Teaches pottery',
          publicData: { b: null, c: 3 },
          protectedData: { phoneNumber: '+358 40 123 4567' },
        },
        '?expand=true',
      );
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.data)).toBe(false);
      expect(attrs(res.body).profile).toMatchObject({
        firstName: 'Renamed',
        bio: 'Teaches pottery',
        publicData: { a: 1, c: 3 },
        protectedData: { phoneNumber: '+358 40 123 4567' },
      });
      const cleared = await post(p(), 'current_user/update_profile', u.token, { bio: null }, '?expand=true');
      expect((attrs(cleared.body).profile as { bio: unknown }).bio).toBeNull();
    });

    it.each([
      ['an unknown key', { favouriteColour: 'red' }, 'validation-disallowed-key'],
      ['an empty first name', { firstName: '' }, 'validation-invalid-value'],
      ['an overlong bio', { bio: 'x'.repeat(5001) }, 'validation-invalid-value'],
      ['a malformed image id', { profileImageId: 'abc' }, 'validation-invalid-value'],
      [
        'an image that does not exist',
        { profileImageId: '00000000-0000-4000-8000-000000000000' },
        'validation-invalid-value',
      ],
      ['a bad phone number', { protectedData: { phoneNumber: 'call me' } }, 'validation-invalid-value'],
      ['a change of user type', { publicData: { userType: 'b' } }, 'validation-invalid-value'],
      ['oversized extended data', { privateData: { blob: 'x'.repeat(52_000) } }, 'validation-invalid-value'],
    ])('refuses a profile update with %s and changes nothing', async (_name, body, code) => {
      const u = await newUser(p());
      const before = await me(u.token);
      const res = await post(p(), 'current_user/update_profile', u.token, body);
      expect(res.status).toBe(400);
      expect(errorCodes(res.body)).toContain(code);
      expect(await me(u.token)).toEqual(before);
    });

    it("shows another user's public profile, never private data", async () => {
      const u = await newUser(p(), {
        firstName: 'Pia',
        lastName: 'Public',
        publicData: { city: 'Turku' },
        privateData: { secret: 1 },
      });
      const id = ((await api().get('current_user/show', u.token)).body.data as { id: string }).id;
      const res = await api().get(`users/show?id=${id}&include=profileImage`, await api().anonToken());
      expect(res.status).toBe(200);
      expect(attrs(res.body)).toMatchObject({
        banned: false,
        deleted: false,
        profile: { displayName: 'Pia P', abbreviatedName: 'PP', publicData: { city: 'Turku' } },
      });
      expect(JSON.stringify(res.body)).not.toContain('secret');
      expect(JSON.stringify(res.body)).not.toContain(u.email);
      expect((res.body.data as { relationships: unknown }).relationships).toEqual({
        profileImage: { data: null },
      });
      expect(
        (await api().get('users/show?id=00000000-0000-4000-8000-000000000000', await api().anonToken()))
          .status,
      ).toBe(404);
      expect((await api().get('users/show?id=nope', await api().anonToken())).status).toBe(400);
    });

    it('refuses a command with a bad query parameter before changing anything', async () => {
      const u = await newUser(p());
      const before = await me(u.token);
      const mailsBefore = (await listMail(p().ctx, u.email)).length;
      const badQueries = ['?include=nope', '?expand=maybe', '?unknownKey=1', '?imageVariant.x=w:99999'];
      const commands: [string, Record<string, unknown>][] = [
        ['current_user/update_profile', { firstName: 'Changed' }],
        ['current_user/change_password', { currentPassword: u.password, newPassword: 'another password 1' }],
        ['current_user/change_email', { currentPassword: u.password, email: 'moved@example.com' }],
        ['current_user/delete', { currentPassword: u.password }],
      ];
      for (const query of badQueries) {
        for (const [path, body] of commands) {
          const res = await post(p(), path, u.token, body, query);
          expect(res.status, `${path}${query}`).toBe(400);
        }
      }
      expect(await me(u.token)).toEqual(before);
      expect((await listMail(p().ctx, u.email)).length).toBe(mailsBefore);
      expect((await api().login(u.email, u.password)).status).toBe(200);
    });

    it('refuses deeply nested extended data and bodies in JSON and Transit, keeping the user readable', async () => {
      const u = await newUser(p());
      const before = await me(u.token);
      const send = (contentType: string, payload: string) =>
        p().app.inject({
          method: 'POST',
          url: '/v1/api/current_user/update_profile',
          headers: {
            authorization: `Bearer ${u.token}`,
            'content-type': contentType,
            accept: 'application/json',
          },
          payload,
        });
      for (const depth of [17, 3_000, 100_000]) {
        const arrays = `${'['.repeat(depth)}${']'.repeat(depth)}`;
        const json = await send('application/json', `{"publicData":{"a":${arrays}}}`);
        const transit = await send(
          'application/transit+json',
          `["^ ","~:publicData",["^ ","~:a",${arrays}]]`,
        );
        for (const res of [json, transit]) {
          expect(res.statusCode, `depth ${depth}`).toBe(400);
          expect(res.json().errors[0].status).toBe(400);
        }
      }
      expect(await me(u.token)).toEqual(before);
      const shown = await api().get('current_user/show', u.token);
      expect(shown.status).toBe(200);
    });
  },
  // Per-IP request limits are tested in auth.test.ts; here many logins come from one test IP.
  { RATE_LIMIT_ENABLED: 'false' },
);
