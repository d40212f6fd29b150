import { randomUUID } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import type { AuditActor, AuditEntry } from './operator.ts';
import { insertAuditEntry } from './operators.repository.ts';

/** Records what an actor did, in `db` (pass the transaction of the change). */
export async function recordAudit(
  ctx: Pick<PlatformContext, 'db' | 'clock'>,
  actor: AuditActor,
  entry: Pick<AuditEntry, 'action' | 'subjectType' | 'subjectId'> & { before?: unknown; after?: unknown },
): Promise<void> {
  await insertAuditEntry(ctx.db, {
    id: randomUUID(),
    operatorId: actor.kind === 'operator' ? actor.operator.id : null,
    actor: actor.kind === 'operator' ? actor.operator.email : actor.name,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: ctx.clock(),
  });
}
