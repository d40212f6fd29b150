import { expect, it } from 'vitest';
import { apiClient, attrs, buildSignup, call, errorCodes, newUser, ownClientIp } from './api-client.ts';
import { describeEachDialect, type TestPlatform } from './harness.ts';

// Spec §5: a display name a person chooses is theirs alone ('this display name is already taken');
// names made up from first and last name may repeat.

async function signup(p: TestPlatform, overrides: Record<string, unknown>) {
  const api = apiClient(p.app, 'mercato-web', ownClientIp());
  return api.signup(await api.anonToken(), buildSignup(overrides));
}

async function countUsers(p: TestPlatform): Promise<number> {
  const row = await p.ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDialect('display names', (platform) => {
  it('refuses a chosen display name another user holds, in any case or spacing, and creates nothing', async () => {
    const p = platform();
    expect((await signup(p, { displayName: 'River Guide' })).status).toBe(200);
    const before = await countUsers(p);
    for (const taken of ['River Guide', 'river guide', '  RIVER   GUIDE ']) {
      const res = await signup(p, { displayName: taken });
      expect(res.status).toBe(409);
      expect(errorCodes(res.body)).toEqual(['display-name-taken']);
      expect((res.body.errors as { title: string }[])[0]?.title).toBe(
        'displayName: this display name is already taken',
      );
      expect((res.body.errors as { source: unknown }[])[0]?.source).toEqual({
        path: ['displayName'],
        type: 'body',
      });
    }
    expect(await countUsers(p)).toBe(before);
  });

  it('lets names made up from first and last name repeat', async () => {
    const p = platform();
    const a = await newUser(p, { firstName: 'Ada', lastName: 'Lovelace' });
    const b = await newUser(p, { firstName: 'Ada', lastName: 'Lamb' });
    for (const user of [a, b]) {
      const shown = await call(p, 'GET', 'current_user/show', user.token);
      expect(attrs(shown.body).profile).toMatchObject({ displayName: 'Ada L' });
    }
    // Saving one's own name unchanged claims nothing and is never refused.
    const ada = await newUser(p, { firstName: 'Ada', lastName: 'Lark' });
    const same = await call(p, 'POST', 'current_user/update_profile', ada.token, { displayName: 'ada l' });
    expect(same.status).toBe(200);
  });

  it('refuses a profile change to a name someone else chose, and frees a deleted user’s name', async () => {
    const p = platform();
    const holder = await newUser(p, { displayName: 'Harbour Pilot' });
    const other = await newUser(p);
    const change = (displayName: string) =>
      call(p, 'POST', 'current_user/update_profile', other.token, { displayName });
    const refused = await change('HARBOUR pilot');
    expect(refused.status).toBe(409);
    expect(errorCodes(refused.body)).toEqual(['display-name-taken']);
    const shown = await call(p, 'GET', 'current_user/show', other.token);
    expect(attrs(shown.body).profile).toMatchObject({ displayName: 'Test U' });

    // The holder may recase their own name.
    const recased = await call(p, 'POST', 'current_user/update_profile', holder.token, {
      displayName: 'harbour pilot',
    });
    expect(recased.status).toBe(200);

    // Once the holder's account is deleted, the name is free.
    const deleted = await call(p, 'POST', 'current_user/delete', holder.token, {
      currentPassword: holder.password,
    });
    expect(deleted.status).toBe(200);
    expect((await change('Harbour Pilot')).status).toBe(200);
    // And the new holder's old name is theirs no more: someone else may choose it.
    expect((await signup(p, { displayName: 'Test U' })).status).toBe(200);
  });

  it('settles two signups racing for one name: one wins, the other is told', async () => {
    const p = platform();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => signup(p, { displayName: 'Lighthouse Keeper' })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(errorCodes(r.body)).toEqual(['display-name-taken']);
    }
  });
});
