import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { runOperatorCommand } from '../src/cli/operator-cli.ts';
import { auditEntries } from '../src/features/operators/operators.service.ts';
import { describeEachDialect } from './harness.ts';
import { newActor, send } from './support/actors.ts';
import { newOperator } from './support/operators.ts';

const HOUR = 3_600_000;

// Operators of the marketplace (issue #30, ADR 019): made on the command line with a one-time link
// to set the password, a console login with its limits, sessions apart from marketplace tokens, and
// the audit log of it all.
describeEachDialect('operators', (platform) => {
  const post = (url: string, body: Record<string, unknown>, bearer?: string, remoteAddress?: string) =>
    send(
      platform(),
      { method: 'POST', url, body },
      bearer ? { bearer } : null,
      remoteAddress ? { remoteAddress } : {},
    );
  const get = (url: string, bearer: string) => send(platform(), { method: 'GET', url }, { bearer });
  const tokenOfLink = (stdout: string) =>
    new URL(/https?:\/\/\S+/.exec(stdout)?.[0] ?? 'x:').searchParams.get('token') ?? '';
  const logIn = (email: string, password: string, ip?: string) =>
    post('/v1/admin/operator_sessions/create', { email, password }, undefined, ip);

  it('creates an operator on the command line, whose link sets the password once and for a day', async () => {
    const created = await runOperatorCommand(platform().ctx, [
      'create',
      'Ops@Example.com',
      '--role',
      'support',
    ]);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created support operator Ops@Example\.com\./);
    expect(created.stdout).toContain('/console/set-password?token=');
    const token = tokenOfLink(created.stdout);
    // Before the password is set, nothing logs in.
    expect((await logIn('ops@example.com', 'anything-at-all')).statusCode).toBe(401);

    const tooShort = await post('/v1/admin/operator_passwords/set', { token, password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    const set = await post('/v1/admin/operator_passwords/set', {
      token,
      password: 'a long console password',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.attributes).toMatchObject({ email: 'Ops@Example.com', role: 'support' });
    const again = await post('/v1/admin/operator_passwords/set', {
      token,
      password: 'another long password',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].title).toMatch(/used or has expired/);

    // The same email again is refused; a new link works for a day only.
    const twice = await runOperatorCommand(platform().ctx, ['create', 'ops@example.com']);
    expect(twice).toMatchObject({ code: 1 });
    expect(twice.stderr).toMatch(/is an operator already/);
    const link = await runOperatorCommand(platform().ctx, ['link', 'ops@example.com']);
    platform().clock.advance(25 * HOUR);
    const late = await post('/v1/admin/operator_passwords/set', {
      token: tokenOfLink(link.stdout),
      password: 'a late console password',
    });
    expect(late.statusCode).toBe(404);
    expect((await logIn('ops@example.com', 'a long console password')).statusCode).toBe(200);

    const listed = await runOperatorCommand(platform().ctx, ['list']);
    expect(listed.stdout).toMatch(/Ops@Example\.com\s+support\s+password set/);
    expect((await runOperatorCommand(platform().ctx, ['create', 'not-an-email'])).code).toBe(2);
    expect(
      (await runOperatorCommand(platform().ctx, ['create', 'a@b.example', '--role', 'owner'])).code,
    ).toBe(2);
  });

  it('logs in to a console session that marketplace tokens cannot stand in for, nor open theirs', async () => {
    const operator = await newOperator(platform(), 'admin');
    const wrong = await logIn(operator.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0]).toMatchObject({
      code: 'auth-invalid-credentials',
      title: 'The email and password do not match an operator of this marketplace.',
    });
    const unknown = await logIn('nobody@ops.example', 'not the password');
    expect(unknown.json().errors[0].title).toBe(wrong.json().errors[0].title);

    const session = await logIn(operator.email, operator.password);
    expect(session.statusCode).toBe(200);
    const { token, expiresAt } = session.json().data.attributes;
    expect(new Date(expiresAt).getTime() - platform().clock.read().getTime()).toBe(12 * HOUR);
    const me = await get('/v1/admin/current_operator/show', token);
    expect(me.json().data.attributes).toMatchObject({ email: operator.email, role: 'admin' });

    // A user's token is no console session, and a console session is no user's token.
    const user = await newActor(platform());
    expect((await get('/v1/admin/current_operator/show', user.accessToken)).statusCode).toBe(401);
    expect((await get('/v1/api/current_user/show', token)).statusCode).toBe(401);

    const out = await post('/v1/admin/operator_sessions/delete', {}, token);
    expect(out.statusCode).toBe(200);
    expect((await get('/v1/admin/current_operator/show', token)).statusCode).toBe(401);
    // Sessions end on their own after 12 hours.
    const next = (await logIn(operator.email, operator.password)).json().data.attributes.token;
    platform().clock.advance(12 * HOUR + 1000);
    expect((await get('/v1/admin/current_operator/show', next)).statusCode).toBe(401);
  });

  it('checks at most 10 wrong passwords an account per 15 minutes, however many arrive at once', async () => {
    const operator = await newOperator(platform(), 'support');
    const guesses = await Promise.all(
      Array.from({ length: 16 }, (_, i) => logIn(operator.email, `guess number ${i}`, `10.9.0.${i + 1}`)),
    );
    const statuses = guesses.map((g) => g.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    // Even the right password waits for the window to pass.
    expect((await logIn(operator.email, operator.password)).statusCode).toBe(429);
    platform().clock.advance(15 * 60_000 + 1000);
    expect((await logIn(operator.email, operator.password)).statusCode).toBe(200);
  });

  it('records every operator action in the audit log: who, what, when', async () => {
    const step = () => platform().clock.advance(1000);
    const created = await runOperatorCommand(platform().ctx, ['create', 'audited@ops.example']);
    step();
    await post('/v1/admin/operator_passwords/set', {
      token: tokenOfLink(created.stdout),
      password: 'an audited password',
    });
    step();
    const session = (await logIn('audited@ops.example', 'an audited password')).json().data.attributes.token;
    step();
    await post('/v1/admin/operator_sessions/delete', {}, session);
    const { entries: all } = await auditEntries(platform().ctx, { limit: 100, offset: 0 });
    const creation = all.find(
      (e) =>
        e.action === 'operator.create' && (e.after as { email?: string }).email === 'audited@ops.example',
    );
    const mine = all.filter((e) => e.subjectId === creation?.subjectId).reverse();
    expect(mine.map((e) => [e.actor, e.action])).toEqual([
      ['cli', 'operator.create'],
      ['audited@ops.example', 'operator.set-password'],
      ['audited@ops.example', 'operator.login'],
      ['audited@ops.example', 'operator.logout'],
    ]);
    expect(mine[0]?.operatorId).toBeNull();
    expect(mine[0]?.after).toEqual({ email: 'audited@ops.example', role: 'admin' });
    expect(mine.slice(1).every((e) => e.operatorId === creation?.subjectId)).toBe(true);

    // Admins read it over the API, filtered by what was done and to what, a page at a time.
    const admin = await newOperator(platform(), 'admin');
    const adminSession = (await logIn(admin.email, admin.password)).json().data.attributes.token;
    const subject = `subjectType=operator&subjectId=${creation?.subjectId}`;
    const firstPage = await get(`/v1/admin/audit_log/query?${subject}&perPage=3`, adminSession);
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.json().meta).toEqual({ totalItems: 4, totalPages: 2, page: 1, perPage: 3 });
    expect(firstPage.json().data.map((e: { attributes: { action: string } }) => e.attributes.action)).toEqual(
      ['operator.logout', 'operator.login', 'operator.set-password'],
    );
    const logins = await get(`/v1/admin/audit_log/query?${subject}&action=operator.login`, adminSession);
    expect(logins.json().meta.totalItems).toBe(1);
    const refused = await get('/v1/admin/audit_log/query?subjectType=no%20such%20kind', adminSession);
    expect(refused.statusCode).toBe(400);
  });

  it('takes two-factor codes once an operator confirms them, each code once, and lets the command line reset them', async () => {
    const operator = await newOperator(platform(), 'support');
    const session = (await logIn(operator.email, operator.password)).json().data.attributes.token;
    const started = await post('/v1/admin/current_operator/start_two_factor', {}, session);
    expect(started.statusCode).toBe(200);
    const { secret, uri } = started.json().data.attributes;
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
    const codeAt = (ms = platform().clock.read().getTime()) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });

    // Not on until a code of the new key confirms it.
    expect((await logIn(operator.email, operator.password)).statusCode).toBe(200);
    const wrong = await post('/v1/admin/current_operator/confirm_two_factor', { code: '000000' }, session);
    expect(wrong.statusCode).toBe(400);
    const confirmed = await post(
      '/v1/admin/current_operator/confirm_two_factor',
      { code: codeAt() },
      session,
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await get('/v1/admin/current_operator/show', session)).json().data.attributes.twoFactor).toBe(
      true,
    );

    // From now on a login takes a code: without one it asks (and that costs no attempt), a wrong one
    // is refused, and a code works once.
    for (let i = 0; i < 12; i += 1) {
      const asked = await logIn(operator.email, operator.password);
      expect(asked.statusCode).toBe(401);
      expect(asked.json().errors[0].code).toBe('auth-two-factor-required');
    }
    platform().clock.advance(30_000);
    const refused = await post('/v1/admin/operator_sessions/create', {
      email: operator.email,
      password: operator.password,
      code: '123456' === codeAt() ? '654321' : '123456',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0].code).toBe('auth-invalid-credentials');
    const code = codeAt();
    const withCode = {
      email: operator.email,
      password: operator.password,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    };
    expect((await post('/v1/admin/operator_sessions/create', withCode)).statusCode).toBe(200);
    expect((await post('/v1/admin/operator_sessions/create', withCode)).statusCode).toBe(401);
    // A wrong password with the right code is still refused, in the same words as ever.
    platform().clock.advance(30_000);
    const badPassword = await post('/v1/admin/operator_sessions/create', {
      ...withCode,
      password: 'not it',
      code: codeAt(),
    });
    expect(badPassword.json().errors[0].title).toBe(
      'The email and password do not match an operator of this marketplace.',
    );

    // Turning them off takes a code too; the command line resets them for a lost phone.
    platform().clock.advance(30_000);
    expect(
      (await post('/v1/admin/current_operator/disable_two_factor', { code: '000000' }, session)).statusCode,
    ).toBe(400);
    expect(
      (await post('/v1/admin/current_operator/disable_two_factor', { code: codeAt() }, session)).statusCode,
    ).toBe(200);
    expect((await logIn(operator.email, operator.password)).statusCode).toBe(200);
    await post('/v1/admin/current_operator/start_two_factor', {}, session);
    const again = (await post('/v1/admin/current_operator/start_two_factor', {}, session)).json().data
      .attributes.secret;
    platform().clock.advance(30_000);
    const confirmAgain = new TOTP({ secret: Secret.fromBase32(again) }).generate({
      timestamp: platform().clock.read().getTime(),
    });
    expect(
      (await post('/v1/admin/current_operator/confirm_two_factor', { code: confirmAgain }, session))
        .statusCode,
    ).toBe(200);
    platform().clock.advance(1_000);
    const reset = await runOperatorCommand(platform().ctx, [
      'reset-two-factor',
      operator.email.toUpperCase(),
    ]);
    expect(reset).toMatchObject({ code: 0 });
    expect((await logIn(operator.email, operator.password)).statusCode).toBe(200);

    const { entries } = await auditEntries(platform().ctx, { subjectId: operator.id, limit: 50, offset: 0 });
    expect(entries.map((e) => e.action).filter((a) => a.includes('two-factor'))).toEqual([
      'operator.reset-two-factor',
      'operator.enable-two-factor',
      'operator.disable-two-factor',
      'operator.enable-two-factor',
    ]);
  });
});
