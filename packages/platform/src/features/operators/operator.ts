/** What an operator may do (ADR 019): `admin` everything; `support` reads, messages and runs operator transitions. */
export const OPERATOR_ROLES = ['admin', 'support'] as const;

/** One of the operator roles. */
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** An operator of the marketplace: not one of its users. */
export interface Operator {
  id: string;
  email: string;
  role: OperatorRole;
  /** Whether a password is set (until then, only the one-time link works). */
  hasPassword: boolean;
  /** Whether logging in also takes a code from an authenticator app (TOTP). */
  twoFactor: boolean;
  disabled: boolean;
  createdAt: Date;
}

/** Who did something the audit log records: an operator, or the command line / admin token. */
export type AuditActor =
  | { kind: 'operator'; operator: Operator }
  | { kind: 'system'; name: 'cli' | 'admin-token' };

/** One entry of the audit log. */
export interface AuditEntry {
  id: string;
  operatorId: string | null;
  /** The operator's email at the time, or `cli` / `admin-token`. */
  actor: string;
  /** What was done, `<subject>.<verb>`: `operator.create`, `operator.login`, `user.ban`… */
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  before: unknown;
  after: unknown;
  at: Date;
}

/** What the audit log may be filtered by: who, what, on what. */
export interface AuditFilter {
  operatorId?: string;
  action?: string;
  subjectType?: string;
  subjectId?: string;
}
