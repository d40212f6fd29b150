import { randomUUID } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { release, reserve, reset } from '../../lib/throttle.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import { OPERATOR_LOGIN_FAILURES_PER_ACCOUNT, OPERATOR_LOGIN_FAILURES_PER_IP } from '../access/limits.ts';
import { normalizeEmail } from '../users/user.ts';
import { recordAudit } from './audit-log.ts';
import type { AuditActor, AuditEntry, AuditFilter, Operator, OperatorRole } from './operator.ts';
import { checkTwoFactorCode } from './operator-two-factor.service.ts';
import {
  countAuditEntries,
  findAuditEntries,
  findOperatorById,
  findOperatorLogin,
  findSessionOperator,
  insertOperator,
  insertOperatorSession,
  insertPasswordToken,
  listOperators,
  revokeOperatorSession,
  revokeSessionsOf,
  setOperatorPasswordHash,
  usePasswordToken,
} from './operators.repository.ts';

/** Records what an actor did (`audit-log.ts`), here for the features that record through operators. */
export { recordAudit };

// Operators of the marketplace (issue #30, ADR 019): accounts of their own, a console session each
// login, a one-time link to set the password, and an audit log every operator action writes to in
// the same transaction as the change it records.

/** How long a console session lasts: a working day, then log in again. */
export const OPERATOR_SESSION_HOURS = 12;

/** How long a link to set a password works. */
export const PASSWORD_LINK_HOURS = 24;

const HOUR = 3_600_000;

/** What a login of an operator with two-factor codes answers without a code. */
export const OPERATOR_CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app.';

/** What a login answers for a wrong or used two-factor code. */
export const OPERATOR_CODE_REFUSED =
  'The code from your authenticator app is not right, or was used already.';

/** The wording of a refused console login: the same for an unknown email and a wrong password. */
export const OPERATOR_LOGIN_REFUSED = 'The email and password do not match an operator of this marketplace.';

/** The set-password link of a token: the console's page that takes it. */
export function passwordLinkOf(ctx: Pick<PlatformContext, 'env'>, token: string): string {
  return `${ctx.env.ROOT_URL}/console/set-password?token=${encodeURIComponent(token)}`;
}

async function issuePasswordLink(ctx: PlatformContext, operatorId: string): Promise<string> {
  const token = newOpaqueToken('opw');
  const now = ctx.clock();
  await insertPasswordToken(ctx.db, {
    tokenHash: hashToken(token),
    operatorId,
    expiresAt: new Date(now.getTime() + PASSWORD_LINK_HOURS * HOUR),
    now,
  });
  return passwordLinkOf(ctx, token);
}

/**
 * A new operator without a password, and the one-time link (24 hours) where they set it. An email
 * already an operator's is refused (409).
 */
export async function createOperator(
  ctx: PlatformContext,
  input: { email: string; role: OperatorRole },
  actor: AuditActor,
): Promise<{ operator: Operator; passwordLink: string }> {
  const email = input.email.trim();
  const emailNormalized = normalizeEmail(email);
  const id = randomUUID();
  await inWriteTransaction(ctx.db, async (trx) => {
    if (await findOperatorLogin(trx, emailNormalized)) {
      throw new AppError('conflict', `${email} is an operator already`);
    }
    await insertOperator(trx, { id, email, emailNormalized, role: input.role, now: ctx.clock() });
    await recordAudit({ ...ctx, db: trx }, actor, {
      action: 'operator.create',
      subjectType: 'operator',
      subjectId: id,
      after: { email, role: input.role },
    });
  });
  const operator = (await findOperatorById(ctx.db, id))!;
  return { operator, passwordLink: await issuePasswordLink(ctx, id) };
}

/** A new one-time link for an operator who lost theirs or their password. */
export async function newPasswordLink(
  ctx: PlatformContext,
  email: string,
  actor: AuditActor,
): Promise<string> {
  const found = await findOperatorLogin(ctx.db, normalizeEmail(email));
  if (!found) throw new AppError('not-found', `No operator has the email ${email}`);
  await recordAudit(ctx, actor, {
    action: 'operator.password-link',
    subjectType: 'operator',
    subjectId: found.operator.id,
  });
  return issuePasswordLink(ctx, found.operator.id);
}

/**
 * Sets an operator's password through their one-time link: the link works once and for 24 hours;
 * the operator's open sessions end.
 */
export async function setOperatorPassword(
  ctx: PlatformContext,
  token: string,
  password: string,
): Promise<Operator> {
  const passwordHash = await hashPassword(password);
  const now = ctx.clock();
  const operatorId = await inWriteTransaction(ctx.db, async (trx) => {
    const id = await usePasswordToken(trx, hashToken(token), now);
    if (!id) {
      throw new AppError(
        'not-found',
        'This link to set a password has been used or has expired. Ask an admin for a new one.',
      );
    }
    await setOperatorPasswordHash(trx, id, passwordHash, now);
    await revokeSessionsOf(trx, id, now);
    return id;
  });
  const operator = (await findOperatorById(ctx.db, operatorId))!;
  await recordAudit(
    ctx,
    { kind: 'operator', operator },
    {
      action: 'operator.set-password',
      subjectType: 'operator',
      subjectId: operator.id,
    },
  );
  return operator;
}

/**
 * A console login: an attempt is reserved per account and per address before the password is
 * checked and given back on success (the limits hold however many arrive at once); unknown emails
 * take as long as wrong passwords. The session's token is returned once; only its hash is kept.
 */
export async function logInOperator(
  ctx: PlatformContext,
  input: { email: string; password: string; code?: string | undefined; clientIp: string },
): Promise<{ operator: Operator; token: string; expiresAt: Date }> {
  const now = ctx.clock();
  const accountKey = normalizeEmail(input.email);
  await reserve(ctx.db, OPERATOR_LOGIN_FAILURES_PER_ACCOUNT, accountKey, now);
  try {
    await reserve(ctx.db, OPERATOR_LOGIN_FAILURES_PER_IP, input.clientIp, now);
  } catch (error) {
    await release(ctx.db, OPERATOR_LOGIN_FAILURES_PER_ACCOUNT, accountKey);
    throw error;
  }
  const found = await findOperatorLogin(ctx.db, accountKey);
  const matches =
    found?.passwordHash && !found.operator.disabled
      ? await verifyPassword(found.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
  if (!found || !matches) throw new AppError('auth-invalid-credentials', OPERATOR_LOGIN_REFUSED);
  if (found.operator.twoFactor) {
    if (!input.code) {
      // The right password without its code is no failed attempt: the operator is asked for it.
      await release(ctx.db, OPERATOR_LOGIN_FAILURES_PER_ACCOUNT, accountKey);
      await release(ctx.db, OPERATOR_LOGIN_FAILURES_PER_IP, input.clientIp);
      throw new AppError('auth-two-factor-required', OPERATOR_CODE_REQUIRED, {
        source: { path: ['code'], type: 'body' },
      });
    }
    // A wrong code spends the attempt, as a wrong password does.
    if (!(await checkTwoFactorCode(ctx, found.operator, input.code))) {
      throw new AppError('auth-invalid-credentials', OPERATOR_CODE_REFUSED, {
        source: { path: ['code'], type: 'body' },
      });
    }
  }
  await reset(ctx.db, OPERATOR_LOGIN_FAILURES_PER_ACCOUNT, accountKey);
  await release(ctx.db, OPERATOR_LOGIN_FAILURES_PER_IP, input.clientIp);
  const token = newOpaqueToken('ops');
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_HOURS * HOUR);
  await inWriteTransaction(ctx.db, async (trx) => {
    await insertOperatorSession(trx, {
      tokenHash: hashToken(token),
      operatorId: found.operator.id,
      expiresAt,
      now,
    });
    await recordAudit(
      { ...ctx, db: trx },
      { kind: 'operator', operator: found.operator },
      {
        action: 'operator.login',
        subjectType: 'operator',
        subjectId: found.operator.id,
        after: { ip: input.clientIp },
      },
    );
  });
  return { operator: found.operator, token, expiresAt };
}

/** The operator of a console session token, or null (unknown, expired, ended, operator disabled). */
export async function authenticateOperator(
  ctx: PlatformContext,
  token: string | undefined,
): Promise<Operator | null> {
  if (!token) return null;
  return (await findSessionOperator(ctx.db, hashToken(token), ctx.clock())) ?? null;
}

/** Ends a console session. */
export async function logOutOperator(ctx: PlatformContext, operator: Operator, token: string): Promise<void> {
  await revokeOperatorSession(ctx.db, hashToken(token), ctx.clock());
  await recordAudit(
    ctx,
    { kind: 'operator', operator },
    {
      action: 'operator.logout',
      subjectType: 'operator',
      subjectId: operator.id,
    },
  );
}

/**
 * The local demo's operator (README: `operator@demo.mercato.test`), an admin with the published demo
 * password; only the demo seed calls this, never in production.
 */
export async function seedDemoOperator(
  db: PlatformContext['db'],
  input: { email: string; passwordHash: string; now: Date },
): Promise<void> {
  const emailNormalized = normalizeEmail(input.email);
  if (await findOperatorLogin(db, emailNormalized)) return;
  const id = randomUUID();
  await insertOperator(db, { id, email: input.email, emailNormalized, role: 'admin', now: input.now });
  await setOperatorPasswordHash(db, id, input.passwordHash, input.now);
}

/** Whether any operator's email is under `domain` (the demo's, whose password is published). */
export async function hasOperatorUnder(db: PlatformContext['db'], domain: string): Promise<boolean> {
  return (await listOperators(db)).some((o) => normalizeEmail(o.email).endsWith(`@${domain}`));
}

/** Every operator (for the command line's `list`). */
export function allOperators(ctx: PlatformContext): Promise<Operator[]> {
  return listOperators(ctx.db);
}

/** An operator by email (any case), or undefined. */
export async function operatorByEmail(ctx: PlatformContext, email: string): Promise<Operator | undefined> {
  return (await findOperatorLogin(ctx.db, normalizeEmail(email)))?.operator;
}

/** The newest audit entries, filtered. */
export async function auditEntries(
  ctx: PlatformContext,
  filter: AuditFilter & { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [entries, total] = await Promise.all([
    findAuditEntries(ctx.db, filter),
    countAuditEntries(ctx.db, filter),
  ]);
  return { entries, total };
}
