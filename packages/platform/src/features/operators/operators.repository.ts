import type { Kysely } from 'kysely';
import { fromBool, fromDate, fromJson, toBool, toDate } from '../../db/convert.ts';
import type { DB } from '../../db/schema.ts';
import type { AuditEntry, AuditFilter, Operator, OperatorRole } from './operator.ts';

type OperatorRow = {
  id: string;
  email: string;
  role: string;
  password_hash: string | null;
  disabled: boolean | number;
  created_at: Date | string;
  totp_secret: string | null;
};

function rowToOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    role: row.role as OperatorRole,
    hasPassword: row.password_hash !== null,
    twoFactor: row.totp_secret !== null,
    disabled: toBool(row.disabled),
    createdAt: toDate(row.created_at),
  };
}

/** Stores a new operator, without a password. */
export async function insertOperator(
  db: Kysely<DB>,
  operator: { id: string; email: string; emailNormalized: string; role: OperatorRole; now: Date },
): Promise<void> {
  await db
    .insertInto('operators')
    .values({
      id: operator.id,
      email: operator.email,
      email_normalized: operator.emailNormalized,
      role: operator.role,
      password_hash: null,
      disabled: fromBool(false),
      created_at: fromDate(operator.now),
      updated_at: fromDate(operator.now),
    })
    .execute();
}

/** An operator by id. */
export async function findOperatorById(db: Kysely<DB>, id: string): Promise<Operator | undefined> {
  const row = await db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
  return row && rowToOperator(row);
}

/** An operator and their password hash, by normalized email (for login). */
export async function findOperatorLogin(
  db: Kysely<DB>,
  emailNormalized: string,
): Promise<{ operator: Operator; passwordHash: string | null } | undefined> {
  const row = await db
    .selectFrom('operators')
    .selectAll()
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
  return row && { operator: rowToOperator(row), passwordHash: row.password_hash };
}

/** Every operator, oldest first. */
export async function listOperators(db: Kysely<DB>): Promise<Operator[]> {
  const rows = await db.selectFrom('operators').selectAll().orderBy('created_at').execute();
  return rows.map(rowToOperator);
}

/** Sets an operator's password hash. */
export async function setOperatorPasswordHash(
  db: Kysely<DB>,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('operators')
    .set({ password_hash: passwordHash, updated_at: fromDate(now) })
    .where('id', '=', id)
    .execute();
}

/** Stores a one-time password link's token hash. */
export async function insertPasswordToken(
  db: Kysely<DB>,
  token: { tokenHash: string; operatorId: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insertInto('operator_password_tokens')
    .values({
      token_hash: token.tokenHash,
      operator_id: token.operatorId,
      expires_at: fromDate(token.expiresAt),
      used_at: null,
      created_at: fromDate(token.now),
    })
    .execute();
}

/**
 * Uses a one-time password link: the operator it was for when it was unused and unexpired, in one
 * conditional update, so two uses of one link cannot both pass.
 */
export async function usePasswordToken(
  db: Kysely<DB>,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('operator_password_tokens')
    .set({ used_at: fromDate(now) })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', fromDate(now))
    .returning('operator_id')
    .executeTakeFirst();
  return row?.operator_id;
}

/** Stores a console session's token hash. */
export async function insertOperatorSession(
  db: Kysely<DB>,
  session: { tokenHash: string; operatorId: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: session.tokenHash,
      operator_id: session.operatorId,
      expires_at: fromDate(session.expiresAt),
      revoked_at: null,
      created_at: fromDate(session.now),
    })
    .execute();
}

/** The operator of a live session (unexpired, not revoked, operator not disabled). */
export async function findSessionOperator(
  db: Kysely<DB>,
  tokenHash: string,
  now: Date,
): Promise<Operator | undefined> {
  const row = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .selectAll('operators')
    .where('operator_sessions.token_hash', '=', tokenHash)
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operator_sessions.expires_at', '>', fromDate(now))
    .where('operators.disabled', '=', fromBool(false))
    .executeTakeFirst();
  return row && rowToOperator(row);
}

/** Ends one session. */
export async function revokeOperatorSession(db: Kysely<DB>, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: fromDate(now) })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of an operator (a new password). */
export async function revokeSessionsOf(db: Kysely<DB>, operatorId: string, now: Date): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: fromDate(now) })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Appends an entry to the audit log (in the caller's transaction, with the change it records). */
export async function insertAuditEntry(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: entry.id,
      operator_id: entry.operatorId,
      actor: entry.actor,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      before: entry.before === undefined || entry.before === null ? null : fromJson(entry.before),
      after: entry.after === undefined || entry.after === null ? null : fromJson(entry.after),
      at: fromDate(entry.at),
    })
    .execute();
}

/** The newest entries of the audit log, optionally of one operator or action. */
function auditQuery(db: Kysely<DB>, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.operatorId) query = query.where('operator_id', '=', filter.operatorId);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.subjectType) query = query.where('subject_type', '=', filter.subjectType);
  if (filter.subjectId) query = query.where('subject_id', '=', filter.subjectId);
  return query;
}

/** How many entries of the audit log match. */
export async function countAuditEntries(db: Kysely<DB>, filter: AuditFilter): Promise<number> {
  const row = await auditQuery(db, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function findAuditEntries(
  db: Kysely<DB>,
  filter: AuditFilter & { limit: number; offset: number },
): Promise<AuditEntry[]> {
  const rows = await auditQuery(db, filter)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? null));
  return rows.map((row) => ({
    id: row.id,
    operatorId: row.operator_id,
    actor: row.actor,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    before: json(row.before),
    after: json(row.after),
    at: toDate(row.at),
  }));
}

/** An operator's two-factor keys (sealed) and the last step a code was accepted for. */
export async function findOperatorTotp(
  db: Kysely<DB>,
  id: string,
): Promise<{ secret: string | null; pending: string | null; lastStep: number | null } | undefined> {
  const row = await db
    .selectFrom('operators')
    .select(['totp_secret', 'totp_pending_secret', 'totp_last_step'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      secret: row.totp_secret,
      pending: row.totp_pending_secret,
      lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    }
  );
}

/** Sets an operator's two-factor columns (only those given). */
export async function updateOperatorTotp(
  db: Kysely<DB>,
  id: string,
  change: { secret?: string | null; pending?: string | null; lastStep?: number | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('operators')
    .set({
      ...(change.secret !== undefined ? { totp_secret: change.secret } : {}),
      ...(change.pending !== undefined ? { totp_pending_secret: change.pending } : {}),
      ...(change.lastStep !== undefined ? { totp_last_step: change.lastStep } : {}),
      updated_at: fromDate(now),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes a code's time step for an operator: true when it is later than the last one taken (in one
 * statement, so a code cannot be used twice, not even by two requests at once).
 */
export async function claimTotpStep(db: Kysely<DB>, id: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
