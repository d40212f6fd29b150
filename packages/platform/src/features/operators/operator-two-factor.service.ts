import { Secret, TOTP } from 'otpauth';
import type { PlatformContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import { recordAudit } from './audit-log.ts';
import type { Operator } from './operator.ts';
import { claimTotpStep, findOperatorTotp, updateOperatorTotp } from './operators.repository.ts';

// Two-factor codes of operators (issue #30, ADR 019): the time-based one-time passwords of RFC 6238
// (6 digits, 30 seconds, SHA-1: what every authenticator app reads from an otpauth:// link). The
// key is kept sealed; a code is accepted for the step before and after too (clocks drift), and each
// step once.

const PURPOSE = 'operator totp';
const PERIOD_SECONDS = 30;

function totpOf(ctx: Pick<PlatformContext, 'env'>, secret: string, label: string): TOTP {
  return new TOTP({
    issuer: `${ctx.env.MARKETPLACE_NAME} console`,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

function opened(ctx: Pick<PlatformContext, 'env'>, sealed: string | null): string | null {
  return sealed === null ? null : openSecret(ctx.env.TOKEN_SECRET, PURPOSE, sealed);
}

/** The 30-second step a code is good for now, or null when it is not a code of this key now. */
function stepOf(ctx: PlatformContext, totp: TOTP, code: string): number | null {
  const now = ctx.clock().getTime();
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

const wrongCode = () =>
  new AppError('validation-invalid-value', 'The code is not right: enter the 6 digits your app shows now', {
    source: { path: ['code'], type: 'body' },
  });

/**
 * Starts setting up two-factor codes: a new key, kept aside until a code of it confirms it. The key
 * is answered once, as text and as the `otpauth://` link authenticator apps take.
 */
export async function startTwoFactor(
  ctx: PlatformContext,
  operator: Operator,
): Promise<{ secret: string; uri: string }> {
  if (operator.twoFactor)
    throw new AppError('conflict', 'Two-factor codes are on already: turn them off first');
  const secret = new Secret({ size: 20 }).base32;
  await updateOperatorTotp(
    ctx.db,
    operator.id,
    { pending: sealSecret(ctx.env.TOKEN_SECRET, PURPOSE, secret) },
    ctx.clock(),
  );
  return { secret, uri: totpOf(ctx, secret, operator.email).toString() };
}

/** Confirms the key being set up with a code of it: from then on, logging in takes a code. */
export async function confirmTwoFactor(
  ctx: PlatformContext,
  operator: Operator,
  code: string,
): Promise<void> {
  const stored = await findOperatorTotp(ctx.db, operator.id);
  const pending = opened(ctx, stored?.pending ?? null);
  if (!pending) throw new AppError('conflict', 'Start setting up two-factor codes first');
  const step = stepOf(ctx, totpOf(ctx, pending, operator.email), code);
  if (step === null) throw wrongCode();
  await inWriteTransaction(ctx.db, async (trx) => {
    await updateOperatorTotp(
      trx,
      operator.id,
      { secret: stored?.pending ?? null, pending: null, lastStep: step },
      ctx.clock(),
    );
    await recordAudit(
      { ...ctx, db: trx },
      { kind: 'operator', operator },
      {
        action: 'operator.enable-two-factor',
        subjectType: 'operator',
        subjectId: operator.id,
        before: { twoFactor: false },
        after: { twoFactor: true },
      },
    );
  });
}

/** Turns two-factor codes off, with a code of the key in force. */
export async function disableTwoFactor(
  ctx: PlatformContext,
  operator: Operator,
  code: string,
): Promise<void> {
  if (!(await checkTwoFactorCode(ctx, operator, code))) throw wrongCode();
  await inWriteTransaction(ctx.db, async (trx) => {
    await updateOperatorTotp(trx, operator.id, { secret: null, pending: null, lastStep: null }, ctx.clock());
    await recordAudit(
      { ...ctx, db: trx },
      { kind: 'operator', operator },
      {
        action: 'operator.disable-two-factor',
        subjectType: 'operator',
        subjectId: operator.id,
        before: { twoFactor: true },
        after: { twoFactor: false },
      },
    );
  });
}

/** Whether `code` is a code of the operator's key for now, not used before (it is used by this). */
export async function checkTwoFactorCode(
  ctx: PlatformContext,
  operator: Operator,
  code: string,
): Promise<boolean> {
  const stored = await findOperatorTotp(ctx.db, operator.id);
  const secret = opened(ctx, stored?.secret ?? null);
  if (!secret) return false;
  const step = stepOf(ctx, totpOf(ctx, secret, operator.email), code);
  return step !== null && (await claimTotpStep(ctx.db, operator.id, step));
}

/** Turns an operator's two-factor codes off without a code (the command line: a lost phone). */
export async function resetTwoFactor(ctx: PlatformContext, operator: Operator): Promise<void> {
  await inWriteTransaction(ctx.db, async (trx) => {
    await updateOperatorTotp(trx, operator.id, { secret: null, pending: null, lastStep: null }, ctx.clock());
    await recordAudit(
      { ...ctx, db: trx },
      { kind: 'system', name: 'cli' },
      {
        action: 'operator.reset-two-factor',
        subjectType: 'operator',
        subjectId: operator.id,
        before: { twoFactor: operator.twoFactor },
        after: { twoFactor: false },
      },
    );
  });
}
