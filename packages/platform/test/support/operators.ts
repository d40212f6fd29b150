import { randomUUID } from 'node:crypto';
import type { OperatorRole } from '../../src/features/operators/operator.ts';
import {
  insertOperator,
  insertOperatorSession,
  setOperatorPasswordHash,
} from '../../src/features/operators/operators.repository.ts';
import { createOperator } from '../../src/features/operators/operators.service.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { hashToken, newOpaqueToken } from '../../src/lib/tokens.ts';
import type { TestPlatform } from '../harness.ts';

/** The password of the suites' operators. */
export const OPERATOR_PASSWORD = 'operator-password-of-the-suites';

/** An operator stored directly (with a password), for the suites. */
export async function newOperator(platform: TestPlatform, role: OperatorRole = 'admin') {
  const id = randomUUID();
  const email = `operator-${id.slice(0, 8)}@ops.example`;
  const now = platform.clock.read();
  await insertOperator(platform.ctx.db, { id, email, emailNormalized: email, role, now });
  await setOperatorPasswordHash(platform.ctx.db, id, await hashPassword(OPERATOR_PASSWORD), now);
  return { id, email, password: OPERATOR_PASSWORD, role };
}

/** A console session of an operator, stored directly: its bearer token. */
export async function operatorSessionOf(platform: TestPlatform, operatorId: string): Promise<string> {
  const token = newOpaqueToken('ops');
  const now = platform.clock.read();
  await insertOperatorSession(platform.ctx.db, {
    tokenHash: hashToken(token),
    operatorId,
    expiresAt: new Date(now.getTime() + 3_600_000),
    now,
  });
  return token;
}

/** A new operator's one-time password link token, made as the command line makes it. */
export async function passwordLinkTokenOf(platform: TestPlatform, role: OperatorRole = 'support') {
  const { operator, passwordLink } = await createOperator(
    platform.ctx,
    { email: `new-operator-${randomUUID().slice(0, 8)}@ops.example`, role },
    { kind: 'system', name: 'cli' },
  );
  return { operator, token: new URL(passwordLink).searchParams.get('token') ?? '' };
}
