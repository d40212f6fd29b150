import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { saveMarketplaceConfig } from '../../src/features/config/marketplace-config.service.ts';
import { findUserById, updateUser } from '../../src/features/users/users.repository.ts';
import { type Actor, banActor, type Credential, deleteActor } from './actors.ts';
import type { Fixtures } from './fixtures.ts';
import { newOperator, operatorSessionOf } from './operators.ts';
import type { Gate, RouteEntry } from './route-catalogue.ts';

/** The two marketplace modes the matrix runs in. */
export type AccessMode = 'open' | 'private-with-approval';

/** Kinds of callers of the authorization matrix. */
export type CallerKind =
  | 'no token'
  | 'invalid token'
  | 'anonymous'
  | 'user'
  | 'user without read permission'
  | 'banned user'
  | 'deleted user'
  | 'user pending approval'
  | 'support operator'
  | 'admin operator';

/** The callers of each mode. */
export const CALLERS_BY_MODE: Record<AccessMode, CallerKind[]> = {
  open: [
    'no token',
    'invalid token',
    'anonymous',
    'user',
    'user without read permission',
    'banned user',
    'deleted user',
    'support operator',
    'admin operator',
  ],
  'private-with-approval': ['anonymous', 'user pending approval', 'user'],
};

/** What a caller should get: success, or one of these statuses with one of these codes. */
export type Expectation = { ok: true } | { statuses: number[]; codes: string[] };

const PENDING_CODE: Record<Gate, string> = {
  read: 'user-pending-approval',
  postListings: 'permission-denied-pending-approval',
  initiateTransactions: 'permission-denied-pending-approval',
};
const DENIED_CODE: Record<Gate, string> = {
  read: 'permission-denied-read',
  postListings: 'permission-denied-post-listings',
  initiateTransactions: 'permission-denied-initiate-transactions',
};

/**
 * The answer a caller must get from a route, derived from the route's access level and gate and the
 * access policy (`features/access/access.policy.ts`, spec §6). A banned or deleted user's sessions
 * end at once (issue #9), so their old tokens are refused everywhere a token is needed.
 */
export function expectationFor(entry: RouteEntry, caller: CallerKind, mode: AccessMode): Expectation {
  const expected = accessExpectationFor(entry, caller, mode);
  const refusal = entry.refusedWhenAllowed;
  return 'ok' in expected && refusal ? { statuses: [refusal.status], codes: [refusal.code] } : expected;
}

/** What the access rules alone let a caller have. */
function accessExpectationFor(entry: RouteEntry, caller: CallerKind, mode: AccessMode): Expectation {
  if (entry.access === 'public') return { ok: true };
  // Console sessions and marketplace tokens are of two worlds: neither opens the other's routes.
  if (entry.access === 'operator') {
    if (caller === 'admin operator') return { ok: true };
    if (caller === 'support operator') {
      return entry.operatorRole === 'admin' ? { statuses: [403], codes: ['forbidden'] } : { ok: true };
    }
    return { statuses: [401], codes: ['auth-invalid-access-token'] };
  }
  if (caller === 'support operator' || caller === 'admin operator') {
    return { statuses: [401], codes: ['auth-invalid-access-token'] };
  }
  const gate = entry.gate;
  switch (caller) {
    case 'no token':
      return { statuses: [401], codes: ['auth-missing-access-token'] };
    case 'invalid token':
    case 'deleted user':
      return { statuses: [401], codes: ['auth-invalid-access-token'] };
    case 'banned user':
      return { statuses: [401, 403], codes: ['auth-invalid-access-token', 'forbidden', 'user-is-banned'] };
    case 'anonymous':
      if (entry.access === 'user') return { statuses: [403], codes: ['forbidden'] };
      if (gate && (gate !== 'read' || mode === 'private-with-approval'))
        return { statuses: [403], codes: ['forbidden'] };
      return { ok: true };
    case 'user pending approval':
      if (gate && (gate !== 'read' || mode === 'private-with-approval'))
        return { statuses: [403], codes: [PENDING_CODE[gate]] };
      return { ok: true };
    case 'user without read permission':
      return gate === 'read' ? { statuses: [403], codes: [DENIED_CODE.read] } : { ok: true };
    case 'user':
      return { ok: true };
  }
}

/** Switches the marketplace between open and private-with-approval. */
export async function setAccessMode(fx: Fixtures, mode: AccessMode): Promise<void> {
  const closed = mode === 'private-with-approval';
  await saveMarketplaceConfig(fx.platform.ctx, {
    ...DEFAULT_MARKETPLACE_CONFIG,
    accessControl: {
      marketplace: { private: closed },
      users: { requireApprovalToJoin: closed },
      listings: { requireApprovalToPublish: false },
    },
  });
}

/** A caller: how it authenticates and, for users, who it is. */
export interface Caller {
  kind: CallerKind;
  credential: Credential;
  actor: Actor | null;
}

const shared = new WeakMap<Fixtures, Map<CallerKind, Promise<Actor>>>();

const operators = new WeakMap<Fixtures, Map<'admin' | 'support', ReturnType<typeof newOperator>>>();

/**
 * Makes a user of a kind. A pending user signs up while the marketplace requires approval (call in
 * that mode); any other user signing up then is approved at once, as an operator would.
 */
export async function makeActor(fx: Fixtures, kind: CallerKind): Promise<Actor> {
  const actor = await fx.newUser();
  const { db } = fx.platform.ctx;
  const state = (await findUserById(db, actor.id))?.state;
  if (kind === 'user pending approval' && state !== 'pendingApproval') {
    throw new Error(`a ${kind} must be made while the marketplace requires approval (state: ${state})`);
  }
  if (kind !== 'user pending approval' && state === 'pendingApproval') {
    await updateUser(db, actor.id, { state: 'active' }, fx.platform.clock.read());
  }
  if (kind === 'user without read permission') {
    await updateUser(
      fx.platform.ctx.db,
      actor.id,
      { permissions: { read: 'deny' } },
      fx.platform.clock.read(),
    );
  }
  if (kind === 'banned user') await banActor(fx.platform, actor);
  if (kind === 'deleted user') await deleteActor(fx.platform, actor);
  return actor;
}

/**
 * The caller of a kind, in the current mode. Users are shared between routes unless the route uses
 * its caller up; then each gets a fresh one.
 */
export async function callerOf(fx: Fixtures, kind: CallerKind, entry: RouteEntry): Promise<Caller> {
  if (kind === 'no token') return { kind, credential: null, actor: null };
  if (kind === 'support operator' || kind === 'admin operator') {
    // A session of its own each time: some routes end the session they are called with.
    const role = kind === 'admin operator' ? 'admin' : 'support';
    const byRole = operators.get(fx) ?? operators.set(fx, new Map()).get(fx)!;
    const operator = byRole.get(role) ?? byRole.set(role, newOperator(fx.platform, role)).get(role)!;
    const token = await operatorSessionOf(fx.platform, (await operator).id);
    return { kind, credential: { bearer: token }, actor: null };
  }
  if (kind === 'invalid token') return { kind, credential: { bearer: 'not-a-real-token' }, actor: null };
  if (kind === 'anonymous') return { kind, credential: { bearer: await fx.anonToken() }, actor: null };
  let actor: Actor;
  if (entry.consumesCaller && kind !== 'deleted user') {
    actor = await makeActor(fx, kind);
  } else {
    let byKind = shared.get(fx);
    if (!byKind) {
      byKind = new Map();
      shared.set(fx, byKind);
    }
    let made = byKind.get(kind);
    if (!made) {
      made = makeActor(fx, kind);
      byKind.set(kind, made);
    }
    actor = await made;
  }
  return { kind, credential: { bearer: actor.accessToken }, actor };
}
