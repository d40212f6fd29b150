import type { Resource } from '../../http/envelope.ts';
import { refOf } from '../../http/envelope.ts';
import { WireUuid } from '../../http/wire-values.ts';
import type { AuditEntry, Operator } from './operator.ts';

/** The `operator` resource: who is logged in to the console. */
export function presentOperator(operator: Operator): Resource {
  return {
    id: new WireUuid(operator.id),
    type: 'operator',
    attributes: {
      email: operator.email,
      role: operator.role,
      twoFactor: operator.twoFactor,
      createdAt: operator.createdAt,
    },
  };
}

/** The `operatorSession` resource of a login: its token (shown once) and when it ends. */
export function presentOperatorSession(session: {
  id: string;
  token: string;
  expiresAt: Date;
  operator: Operator;
}): Resource {
  return {
    id: new WireUuid(session.id),
    type: 'operatorSession',
    attributes: { token: session.token, expiresAt: session.expiresAt },
    relationships: { operator: { data: refOf('operator', session.operator.id) } },
  };
}

/** The `auditEntry` resource: who did what to what, when, with the values before and after. */
export function presentAuditEntry(entry: AuditEntry): Resource {
  return {
    id: new WireUuid(entry.id),
    type: 'auditEntry',
    attributes: {
      actor: entry.actor,
      operatorId: entry.operatorId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      before: entry.before as never,
      after: entry.after as never,
      at: entry.at,
    },
  };
}

/** The `loginAsCode` resource: the one-time code (shown once), where it goes, until when. */
export function presentLoginAsCode(code: {
  id: string;
  code: string;
  expiresAt: Date;
  redirectUri: string;
}): Resource {
  return {
    id: new WireUuid(code.id),
    type: 'loginAsCode',
    attributes: { code: code.code, expiresAt: code.expiresAt, redirectUri: code.redirectUri },
  };
}

/** The `operatorTwoFactorSetup` resource: a new key, shown this once. */
export function presentTwoFactorSetup(setup: { id: string; secret: string; uri: string }): Resource {
  return {
    id: new WireUuid(setup.id),
    type: 'operatorTwoFactorSetup',
    attributes: { secret: setup.secret, uri: setup.uri },
  };
}
