import type { PlatformContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { issueLoginAsCode } from '../auth/login-as.service.ts';
import type { Operator } from './operator.ts';
import { recordAudit } from './operators.service.ts';

/** Where the marketplace's own web app takes a login-as code (the Web Template's address too). */
export function loginAsRedirectUris(env: PlatformContext['env']): string[] {
  return [`${env.ROOT_URL}/api/login-as`, ...(env.LOGIN_AS_REDIRECT_URIS ?? [])];
}

/**
 * A one-time code for the console to send to the marketplace's login-as address (issue #30, ADR
 * 019), recorded in the audit log with it. Admins may always; support operators only outside
 * production. The code goes only to an address of this marketplace, for this marketplace's client.
 */
export async function createLoginAsCode(
  ctx: PlatformContext,
  operator: Operator,
  input: { userId: string; clientId: string; redirectUri: string; codeChallenge: string },
): Promise<{ code: string; expiresAt: Date; redirectUri: string }> {
  if (operator.role !== 'admin' && ctx.env.NODE_ENV === 'production') {
    throw new AppError('forbidden', 'Only admin operators may log in as a user in production');
  }
  if (input.clientId !== ctx.env.CLIENT_ID) {
    throw new AppError('validation-invalid-params', "clientId is not this marketplace's client", {
      source: { path: ['clientId'], type: 'body' },
    });
  }
  if (!loginAsRedirectUris(ctx.env).includes(input.redirectUri)) {
    throw new AppError(
      'validation-invalid-params',
      "redirectUri is not this marketplace's login-as address",
      {
        source: { path: ['redirectUri'], type: 'body' },
      },
    );
  }
  return inWriteTransaction(ctx.db, async (trx) => {
    const issued = await issueLoginAsCode(
      { db: trx, clock: ctx.clock },
      { ...input, operatorId: operator.id },
    );
    await recordAudit(
      { ...ctx, db: trx },
      { kind: 'operator', operator },
      {
        action: 'user.login-as',
        subjectType: 'user',
        subjectId: input.userId,
        after: { redirectUri: input.redirectUri, scope: ctx.tokens.loginAsScope },
      },
    );
    return { ...issued, redirectUri: input.redirectUri };
  });
}
