import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { createAdminSession, memoryOperatorTokenStore } from '@mercato/sdk/admin/session';
import { adminUsersResource } from '@mercato/sdk/admin/users';
import { injectTransport } from '@mercato/sdk/transport';
import { afterEach, expect, it } from 'vitest';
import { auditEntries } from '../src/features/operators/operators.service.ts';
import { updateUser } from '../src/features/users/users.repository.ts';
import { describeEachDialect } from './harness.ts';
import { type Actor, deleteActor, logIn, newActor, send } from './support/actors.ts';
import { changedTables, createSnapshotter } from './support/db-snapshot.ts';
import { saveAccessRules } from './support/marketplace-config.ts';
import { newOperator, operatorSessionOf } from './support/operators.ts';
import { requested } from './support/transaction-scenarios.ts';
import { bookableListingBody } from './support/transactions.ts';
import { errorCodesOf } from './support/wire.ts';

type Attributes = Record<string, unknown> & {
  state: string;
  banned: boolean;
  deleted: boolean;
  profile: Record<string, unknown>;
  permissions: Record<string, string>;
};
type UserDoc = { id: string; type: string; attributes: Attributes };

// The console's People screen on the admin API (issue #30, ADR 019): operators find and read users;
// admins approve, ban and unban them, override their permissions, edit their metadata and protected
// data and verify their email, each change written with its audit entry.
describeEachDialect('admin users', (platform) => {
  const sessionOf = async (role: 'admin' | 'support') =>
    operatorSessionOf(platform(), (await newOperator(platform(), role)).id);
  const change = (verb: string, body: Record<string, unknown>, bearer: string) =>
    send(platform(), { method: 'POST', url: `/v1/admin/users/${verb}`, body }, { bearer });
  const read = (verb: string, query: string, bearer: string) =>
    send(platform(), { method: 'GET', url: `/v1/admin/users/${verb}`, query }, { bearer });
  const api = (method: 'GET' | 'POST', path: string, actor: Actor, body?: Record<string, unknown>) =>
    send(
      platform(),
      { method, url: `/v1/api/${path}`, ...(body ? { body } : {}) },
      { bearer: actor.accessToken },
    );
  const userOf = (res: { json(): unknown }) => (res.json() as { data: UserDoc }).data;
  const show = async (id: string, bearer: string) => {
    const res = await read('show', `id=${id}`, bearer);
    expect(res.statusCode, res.body).toBe(200);
    return userOf(res);
  };
  const found = async (query: string, bearer: string) => {
    const res = await read('query', query, bearer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: UserDoc[]; meta: Record<string, number> };
    return { ids: body.data.map((u) => u.id), meta: body.meta, users: body.data };
  };

  afterEach(async () => {
    await saveAccessRules(platform(), {});
  });

  it('approves a user waiting for approval, who may then read the private marketplace', async () => {
    const admin = await sessionOf('admin');
    await saveAccessRules(platform(), { privateMarketplace: true, requireApprovalToJoin: true });
    const pending = await newActor(platform());
    const before = await api('GET', 'listings/query', pending);
    expect(before.statusCode).toBe(403);
    expect(errorCodesOf(before)).toEqual(['user-pending-approval']);
    expect((await show(pending.id, admin)).attributes.state).toBe('pendingApproval');

    const approved = await change('approve', { id: pending.id }, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(userOf(approved)).toMatchObject({ id: pending.id, type: 'user', attributes: { state: 'active' } });
    expect((await api('GET', 'listings/query', pending)).statusCode).toBe(200);

    const again = await change('approve', { id: pending.id }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      code: 'conflict',
      title: 'This user is not waiting for approval (their account is active)',
    });
    const unknown = await change('approve', { id: '00000000-0000-4000-8000-000000000000' }, admin);
    expect(unknown.statusCode).toBe(404);
    expect(errorCodesOf(unknown)).toEqual(['not-found']);
    expect((await read('show', 'id=00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });

  it('bans a user, whose sessions end for good; unbanned, they log in again', async () => {
    const admin = await sessionOf('admin');
    const user = await newActor(platform());
    expect((await api('GET', 'current_user/show', user)).statusCode).toBe(200);

    const banned = await change('ban', { id: user.id }, admin);
    expect(banned.statusCode, banned.body).toBe(200);
    expect(userOf(banned).attributes).toMatchObject({ banned: true, state: 'banned' });
    const refused = await api('GET', 'current_user/show', user);
    expect(refused.statusCode).toBe(401);
    expect(errorCodesOf(refused)).toEqual(['auth-invalid-access-token']);
    await expect(logIn(platform(), user.email, user.password)).rejects.toThrow(/401/);
    const twice = await change('ban', { id: user.id }, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].title).toBe('This user is banned already');

    const unbanned = await change('unban', { id: user.id }, admin);
    expect(unbanned.statusCode, unbanned.body).toBe(200);
    expect(userOf(unbanned).attributes).toMatchObject({ banned: false, state: 'active' });
    // The sessions from before the ban stay ended: only a new login opens the account again.
    expect((await api('GET', 'current_user/show', user)).statusCode).toBe(401);
    const again = await logIn(platform(), user.email, user.password);
    const me = await api('GET', 'current_user/show', { ...user, ...again });
    expect(me.statusCode).toBe(200);
    expect((await change('unban', { id: user.id }, admin)).statusCode).toBe(409);
  });

  it('deletes an account as its owner would: anonymised, sessions ended, email free; once', async () => {
    const admin = await sessionOf('admin');
    const user = await newActor(platform());
    const deleted = await change('delete', { id: user.id }, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const attributes = userOf(deleted).attributes;
    expect(attributes.deleted).toBe(true);
    expect(JSON.stringify(attributes)).not.toContain(user.email);
    expect((await api('GET', 'current_user/show', user)).statusCode).toBe(401);
    await expect(logIn(platform(), user.email, user.password)).rejects.toThrow(/401/);
    // The email is free for a new account.
    expect((await newActor(platform(), { email: user.email })).id).not.toBe(user.id);
    const twice = await change('delete', { id: user.id }, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].title).toBe('This account has been deleted already');
    expect((await change('delete', { id: crypto.randomUUID() }, admin)).statusCode).toBe(404);
    const support = await sessionOf('support');
    const other = await newActor(platform());
    expect((await change('delete', { id: other.id }, support)).statusCode).toBe(403);
    const entries = await auditEntries(platform().ctx, {
      subjectType: 'user',
      subjectId: user.id,
      limit: 10,
      offset: 0,
    });
    // What was erased stays erased: the entry says only that the account was deleted.
    expect(entries.entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['user.delete', { deleted: false }, { deleted: true }],
    ]);
  });

  it('refuses to delete an account while one of its payments is in progress, changing nothing', async () => {
    const admin = await sessionOf('admin');
    const { customer } = await requested(platform());
    const snapshots = await createSnapshotter(platform().ctx);
    const before = await snapshots.take();
    const refused = await change('delete', { id: customer.id }, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].title).toBe(
      'The account has a transaction with a payment in progress; it can be deleted once that is settled.',
    );
    expect(changedTables(before, await snapshots.take())).toEqual([]);
  });

  it("denies a user's right to post listings; default gives it back", async () => {
    const admin = await sessionOf('admin');
    const user = await newActor(platform());
    const denied = await change('update_permissions', { id: user.id, postListings: 'deny' }, admin);
    expect(denied.statusCode, denied.body).toBe(200);
    expect(userOf(denied).attributes.permissions).toEqual({
      postListings: 'deny',
      initiateTransactions: 'default',
      read: 'default',
    });
    const refused = await api('POST', 'own_listings/create', user, bookableListingBody());
    expect(refused.statusCode).toBe(403);
    expect(errorCodesOf(refused)).toEqual(['permission-denied-post-listings']);

    const restored = await change('update_permissions', { id: user.id, postListings: 'default' }, admin);
    expect(userOf(restored).attributes.permissions.postListings).toBe('default');
    const created = await api('POST', 'own_listings/create', user, bookableListingBody());
    expect(created.statusCode, created.body).toBe(200);

    const nothing = await change('update_permissions', { id: user.id }, admin);
    expect(nothing.statusCode).toBe(400);
    expect(errorCodesOf(nothing)).toEqual(['validation-missing-key']);
    const bad = await change('update_permissions', { id: user.id, read: 'maybe' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source).toEqual({ path: ['read'], type: 'body' });
  });

  it('updates metadata and protected data under the checks of extended data; a refusal changes nothing', async () => {
    const admin = await sessionOf('admin');
    await saveAccessRules(
      platform(),
      {},
      {
        ...DEFAULT_MARKETPLACE_CONFIG,
        userFields: [
          {
            key: 'tier',
            scope: 'metadata',
            schemaType: 'enum',
            enumOptions: [
              { option: 'gold', label: 'Gold' },
              { option: 'silver', label: 'Silver' },
            ],
          },
          { key: 'licence', scope: 'protected', schemaType: 'text' },
        ],
      },
    );
    const user = await newActor(platform(), { protectedData: { phoneNumber: '+358 40 123 4567' } });
    const untouched = await show(user.id, admin);
    let deep: Record<string, unknown> = { end: true };
    for (let i = 0; i < 20; i++) deep = { deeper: deep };
    const refusals: [Record<string, unknown>, string[]][] = [
      [{ metadata: { tier: 'platinum' } }, ['metadata', 'tier']],
      [{ protectedData: { licence: 42 } }, ['protectedData', 'licence']],
      [{ protectedData: { phoneNumber: 'not a phone' } }, ['protectedData', 'phoneNumber']],
      [{ protectedData: { tier: 'gold' } }, ['protectedData', 'tier']],
      [{ metadata: deep }, ['metadata']],
      [{ metadata: { big: 'x'.repeat(60 * 1024) } }, ['metadata']],
      [{ metadata: 'not an object' }, ['metadata']],
      [{}, ['metadata']],
    ];
    for (const [body, path] of refusals) {
      const res = await change('update_metadata', { id: user.id, ...body }, admin);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errors[0].source?.path).toEqual(path);
    }
    expect(await show(user.id, admin)).toEqual(untouched);

    const updated = await change(
      'update_metadata',
      { id: user.id, metadata: { tier: 'gold', note: 'met at the fair' }, protectedData: { licence: 'L-7' } },
      admin,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(userOf(updated).attributes.profile).toMatchObject({
      metadata: { tier: 'gold', note: 'met at the fair' },
      protectedData: { phoneNumber: '+358 40 123 4567', licence: 'L-7' },
    });
    // Top-level keys merge; null removes one.
    const merged = await change('update_metadata', { id: user.id, metadata: { note: null } }, admin);
    expect(userOf(merged).attributes.profile.metadata).toEqual({ tier: 'gold' });
    // The user sees both; everyone sees the metadata on the public profile; nobody sees private data here.
    const own = (await api('GET', 'current_user/show', user)).json().data.attributes.profile;
    expect(own).toMatchObject({ metadata: { tier: 'gold' }, protectedData: { licence: 'L-7' } });
    const other = await newActor(platform());
    const profile = (await api('GET', `users/show?id=${user.id}`, other)).json().data.attributes.profile;
    expect(profile.metadata).toEqual({ tier: 'gold' });
    expect(userOf(merged).attributes.profile).not.toHaveProperty('privateData');
  });

  it('verifies an email address once', async () => {
    const admin = await sessionOf('admin');
    const user = await newActor(platform());
    expect((await show(user.id, admin)).attributes.emailVerified).toBe(false);
    const verified = await change('verify_email', { id: user.id }, admin);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(userOf(verified).attributes.emailVerified).toBe(true);
    expect((await api('GET', 'current_user/show', user)).json().data.attributes.emailVerified).toBe(true);
    const again = await change('verify_email', { id: user.id }, admin);
    expect(again.statusCode).toBe(409);
    expect(errorCodesOf(again)).toEqual(['email-already-verified']);
  });

  it('finds users by state, type, creation time and keywords, newest first and paged', async () => {
    const admin = await sessionOf('admin');
    const tag = `q${Math.random().toString(36).slice(2, 8)}`;
    const step = () => platform().clock.advance(60_000);
    const make = async (firstName: string, lastName: string, extra: Record<string, unknown> = {}) => {
      step();
      return {
        actor: await newActor(platform(), { firstName, lastName, ...extra }),
        at: platform().clock.read(),
      };
    };
    const percent = await make('Percy', `Cent%${tag}`, { publicData: { userType: 'a' } });
    const percentLike = await make('Percy', `Centum${tag}`, { publicData: { userType: 'b' } });
    const under = await make('Una', `Under_${tag}`, { publicData: { userType: 'a' } });
    const underLike = await make('Una', `Underx${tag}`);
    await saveAccessRules(platform(), { requireApprovalToJoin: true });
    const pending = await make('Pat', `Pending${tag}`);
    await saveAccessRules(platform(), {});
    await change('ban', { id: percentLike.actor.id }, admin);
    const all = [pending, underLike, under, percentLike, percent].map((u) => u.actor.id);

    expect((await found(`keywords=${tag}`, admin)).ids).toEqual(all);
    // Wildcards match themselves; case does not matter; every word must match somewhere.
    expect((await found(`keywords=${encodeURIComponent(`cent%${tag}`)}`, admin)).ids).toEqual([
      percent.actor.id,
    ]);
    expect((await found(`keywords=${encodeURIComponent(`UNDER_${tag}`)}`, admin)).ids).toEqual([
      under.actor.id,
    ]);
    expect((await found(`keywords=${encodeURIComponent(`una ${tag}`)}`, admin)).ids).toEqual([
      underLike.actor.id,
      under.actor.id,
    ]);
    expect((await found(`keywords=${encodeURIComponent(`%${tag}`)}`, admin)).ids).toEqual([percent.actor.id]);
    expect(
      (await found(`keywords=${encodeURIComponent(percent.actor.email.toUpperCase())}`, admin)).ids,
    ).toEqual([percent.actor.id]);
    expect((await found(`keywords=${encodeURIComponent(`una nobody${tag}`)}`, admin)).ids).toEqual([]);

    expect((await found(`keywords=${tag}&state=banned`, admin)).ids).toEqual([percentLike.actor.id]);
    expect((await found(`keywords=${tag}&state=pendingApproval`, admin)).ids).toEqual([pending.actor.id]);
    expect((await found(`keywords=${tag}&state=active`, admin)).ids).toEqual([
      underLike.actor.id,
      under.actor.id,
      percent.actor.id,
    ]);
    expect((await found(`keywords=${tag}&userType=a`, admin)).ids).toEqual([
      under.actor.id,
      percent.actor.id,
    ]);
    const window = `createdAtStart=${under.at.toISOString()}&createdAtEnd=${pending.at.toISOString()}`;
    expect((await found(`keywords=${tag}&${window}`, admin)).ids).toEqual([
      underLike.actor.id,
      under.actor.id,
    ]);

    const page = await found(`keywords=${tag}&perPage=2&page=2`, admin);
    expect(page.ids).toEqual([under.actor.id, percentLike.actor.id]);
    expect(page.meta).toEqual({ totalItems: 5, totalPages: 3, page: 2, perPage: 2 });
    const first = page.users[0]!.attributes;
    expect(first).toMatchObject({ email: under.actor.email, userType: 'a', state: 'active', deleted: false });
    expect(first.profile).toMatchObject({ firstName: 'Una', lastName: `Under_${tag}`, displayName: 'Una U' });
    expect(first.profile).not.toHaveProperty('privateData');

    // Deleted accounts only when asked for (their email is a tombstone with their id).
    await deleteActor(platform(), underLike.actor);
    expect((await found(`keywords=${underLike.actor.id}`, admin)).ids).toEqual([]);
    const deleted = await found(`keywords=${underLike.actor.id}&includeDeleted=true`, admin);
    expect(deleted.ids).toEqual([underLike.actor.id]);
    expect(deleted.users[0]?.attributes.deleted).toBe(true);
    expect((await change('ban', { id: underLike.actor.id }, admin)).statusCode).toBe(409);

    for (const bad of [
      'state=gone',
      'perPage=101',
      'page=0',
      'createdAtStart=yesterday',
      `createdAtStart=${pending.at.toISOString()}&createdAtEnd=${under.at.toISOString()}`,
      'includeDeleted=yes',
      'sort=name',
    ]) {
      const res = await read('query', bad, admin);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('lets support operators read users and refuses them every change (403)', async () => {
    const support = await sessionOf('support');
    const user = await newActor(platform());
    await updateUser(platform().ctx.db, user.id, { state: 'pendingApproval' }, platform().clock.read());
    expect((await found(`keywords=${encodeURIComponent(user.email)}`, support)).ids).toEqual([user.id]);
    const before = await show(user.id, support);
    const changes: [string, Record<string, unknown>][] = [
      ['approve', {}],
      ['ban', {}],
      ['unban', {}],
      ['update_permissions', { read: 'deny' }],
      ['update_metadata', { metadata: { tier: 'gold' } }],
      ['verify_email', {}],
    ];
    for (const [verb, body] of changes) {
      const res = await change(verb, { id: user.id, ...body }, support);
      expect(res.statusCode, verb).toBe(403);
      expect(errorCodesOf(res)).toEqual(['forbidden']);
    }
    expect(await show(user.id, support)).toEqual(before);
    // A user's token opens none of it.
    expect((await read('query', '', user.accessToken)).statusCode).toBe(401);
  });

  // The fuzz suite sends no console session, so it stops at the guard: malformed input from an
  // admin is tried here, and must be refused with 400 before anything is written.
  it("refuses an admin's malformed requests with 400, changing nothing", async () => {
    const admin = await sessionOf('admin');
    const target = (await newActor(platform())).id;
    const snapshots = await createSnapshotter(platform().ctx);
    const before = await snapshots.take();
    const everyChange = ['approve', 'ban', 'unban', 'update_permissions', 'update_metadata', 'verify_email'];
    const cases: { verb: string; body?: unknown; query?: string; raw?: string }[] = [
      ...everyChange.flatMap((verb) => [
        { verb, body: {} },
        { verb, body: { id: 'not-a-user-id' } },
        { verb, body: { id: [target] } },
        { verb, body: { id: target, extra: true } },
        { verb, body: { id: target }, query: 'expand=true' },
        { verb, raw: '{"id":' },
      ]),
      { verb: 'update_permissions', body: { id: target, postListings: 'deny', read: 'sometimes' } },
      { verb: 'update_permissions', body: { id: target, read: null } },
      { verb: 'update_metadata', body: { id: target, metadata: ['a list'] } },
      { verb: 'update_metadata', body: { id: target, protectedData: { phoneNumber: 12 } } },
      { verb: 'update_metadata', body: { id: target, metadata: null } },
    ];
    for (const c of cases) {
      const res = await platform().app.inject({
        method: 'POST',
        url: `/v1/admin/users/${c.verb}${c.query ? `?${c.query}` : ''}`,
        headers: {
          authorization: `Bearer ${admin}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        payload: c.raw ?? JSON.stringify(c.body),
      });
      expect(res.statusCode, `${c.verb} ${c.raw ?? JSON.stringify(c.body)}: ${res.body}`).toBe(400);
    }
    for (const query of ['id=nope', 'id=', `id=${target}&include=profileImage`]) {
      expect((await read('show', query, admin)).statusCode, query).toBe(400);
    }
    for (const query of ['perPage=abc', 'page=-1', `keywords=${'x'.repeat(201)}`, 'state=', 'userType=']) {
      expect((await read('query', query, admin)).statusCode, query).toBe(400);
    }
    expect(changedTables(before, await snapshots.take())).toEqual([]);
  });

  it("serves the console's SDK, whose schemas read every answer", async () => {
    const users = adminUsersResource(
      createAdminSession({
        transport: injectTransport((options) => platform().app.inject(options)),
        tokenStore: memoryOperatorTokenStore(await sessionOf('admin')),
      }),
    );
    const user = await newActor(platform(), { firstName: 'Sid', lastName: 'Kay' });
    await updateUser(platform().ctx.db, user.id, { state: 'pendingApproval' }, platform().clock.read());
    const listed = await users.query({ keywords: user.email, state: 'pendingApproval', perPage: 5 });
    expect(listed.data.map((u) => u.id)).toEqual([user.id]);
    expect(listed.meta).toEqual({ totalItems: 1, totalPages: 1, page: 1, perPage: 5 });
    expect((await users.show(user.id)).data.attributes.profile.displayName).toBe('Sid K');
    expect((await users.approve(user.id)).data.attributes.state).toBe('active');
    expect((await users.ban(user.id)).data.attributes.banned).toBe(true);
    expect((await users.unban(user.id)).data.attributes.banned).toBe(false);
    const denied = await users.updatePermissions({ id: user.id, initiateTransactions: 'deny' });
    expect(denied.data.attributes.permissions.initiateTransactions).toBe('deny');
    const tagged = await users.updateMetadata({ id: user.id, metadata: { tier: 'gold' } });
    expect(tagged.data.attributes.profile.metadata).toEqual({ tier: 'gold' });
    expect((await users.verifyEmail(user.id)).data.attributes.emailVerified).toBe(true);
    await expect(users.verifyEmail(user.id)).rejects.toMatchObject({ status: 409 });
    expect((await users.delete(user.id)).data.attributes.deleted).toBe(true);
    await expect(users.delete(user.id)).rejects.toMatchObject({ status: 409 });
  });

  it('records every change in the audit log, with the values before and after', async () => {
    const operator = await newOperator(platform(), 'admin');
    const admin = await operatorSessionOf(platform(), operator.id);
    const user = await newActor(platform(), { protectedData: { phoneNumber: '+358 40 123 4567' } });
    await updateUser(platform().ctx.db, user.id, { state: 'pendingApproval' }, platform().clock.read());
    const steps: [string, Record<string, unknown>][] = [
      ['approve', {}],
      ['ban', {}],
      ['unban', {}],
      ['update_permissions', { initiateTransactions: 'deny', read: 'allow' }],
      ['update_permissions', { read: 'default' }],
      ['update_metadata', { metadata: { tier: 'gold' }, protectedData: { phoneNumber: null } }],
      ['verify_email', {}],
    ];
    for (const [verb, body] of steps) {
      platform().clock.advance(1000);
      const res = await change(verb, { id: user.id, ...body }, admin);
      expect(res.statusCode, `${verb}: ${res.body}`).toBe(200);
    }
    // Refusals record nothing.
    expect((await change('approve', { id: user.id }, admin)).statusCode).toBe(409);
    expect(
      (await change('update_metadata', { id: user.id, metadata: 'not an object' }, admin)).statusCode,
    ).toBe(400);

    // Read back through the audit log's own endpoint (admins), oldest first.
    const log = await send(
      platform(),
      { method: 'GET', url: '/v1/admin/audit_log/query', query: 'perPage=100' },
      { bearer: admin },
    );
    expect(log.statusCode, log.body).toBe(200);
    const entries = (log.json().data as { attributes: Record<string, unknown> }[])
      .map((e) => e.attributes)
      .filter((e) => e.subjectId === user.id)
      .reverse();
    expect(entries.map((e) => [e.actor, e.operatorId, e.action, e.subjectType, e.before, e.after])).toEqual([
      [
        operator.email,
        operator.id,
        'user.approve',
        'user',
        { state: 'pendingApproval' },
        { state: 'active' },
      ],
      [operator.email, operator.id, 'user.ban', 'user', { banned: false }, { banned: true }],
      [operator.email, operator.id, 'user.unban', 'user', { banned: true }, { banned: false }],
      [
        operator.email,
        operator.id,
        'user.update-permissions',
        'user',
        {},
        { initiateTransactions: 'deny', read: 'allow' },
      ],
      [
        operator.email,
        operator.id,
        'user.update-permissions',
        'user',
        { initiateTransactions: 'deny', read: 'allow' },
        { initiateTransactions: 'deny' },
      ],
      [
        operator.email,
        operator.id,
        'user.update-metadata',
        'user',
        { metadata: {}, protectedData: { phoneNumber: '+358 40 123 4567' } },
        { metadata: { tier: 'gold' }, protectedData: {} },
      ],
      [
        operator.email,
        operator.id,
        'user.verify-email',
        'user',
        { email: user.email, emailVerified: false },
        { email: user.email, emailVerified: true },
      ],
    ]);
  });
});
