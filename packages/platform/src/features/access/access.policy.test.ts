import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { MarketplaceConfigSchema } from '@mercato/core/config/marketplace-config';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import type { Principal } from '../../http/principal.ts';
import type { User } from '../users/user.ts';
import {
  assertCanInitiateTransactions,
  assertCanPostListings,
  assertCanRead,
  effectivePermissions,
} from './access.policy.ts';

const open = MarketplaceConfigSchema.parse(DEFAULT_MARKETPLACE_CONFIG);
const closed = MarketplaceConfigSchema.parse({
  ...DEFAULT_MARKETPLACE_CONFIG,
  accessControl: { ...DEFAULT_MARKETPLACE_CONFIG.accessControl, marketplace: { private: true } },
});

function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'a@example.com',
    emailVerified: true,
    pendingEmail: null,
    passwordHash: 'x',
    firstName: 'A',
    lastName: 'B',
    displayName: 'A B',
    bio: null,
    publicData: {},
    protectedData: {},
    privateData: {},
    metadata: {},
    state: 'active',
    banned: false,
    deleted: false,
    createdAt: new Date(0),
    userType: null,
    permissions: {},
    profileImageId: null,
    ...overrides,
  };
}

const anonymous: Principal = { kind: 'anonymous', clientId: 'c', scope: 'public-read' };
const member: Principal = { kind: 'user', userId: 'u1', familyId: 'f', clientId: 'c', scope: 'user' };

function codeOf(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : 'unexpected';
  }
}

describe('access policy', () => {
  it('lets anyone read an open marketplace but only members a private one', () => {
    expect(codeOf(() => assertCanRead(anonymous, null, open))).toBeNull();
    expect(codeOf(() => assertCanRead(anonymous, null, closed))).toBe('forbidden');
    expect(codeOf(() => assertCanRead(member, buildUser(), closed))).toBeNull();
  });

  it('refuses users awaiting approval in a private marketplace, and users without the read right anywhere', () => {
    const pending = buildUser({ state: 'pendingApproval' });
    expect(codeOf(() => assertCanRead(member, pending, closed))).toBe('user-pending-approval');
    expect(codeOf(() => assertCanRead(member, pending, open))).toBeNull();
    expect(codeOf(() => assertCanRead(member, buildUser({ permissions: { read: 'deny' } }), open))).toBe(
      'permission-denied-read',
    );
  });

  it('gates posting and transactions on approval and on each permission', () => {
    const pending = buildUser({ state: 'pendingApproval' });
    expect(codeOf(() => assertCanPostListings(pending))).toBe('permission-denied-pending-approval');
    expect(codeOf(() => assertCanInitiateTransactions(pending))).toBe('permission-denied-pending-approval');
    expect(codeOf(() => assertCanPostListings(buildUser({ permissions: { postListings: 'deny' } })))).toBe(
      'permission-denied-post-listings',
    );
    expect(
      codeOf(() =>
        assertCanInitiateTransactions(buildUser({ permissions: { initiateTransactions: 'deny' } })),
      ),
    ).toBe('permission-denied-initiate-transactions');
    expect(codeOf(() => assertCanPostListings(buildUser()))).toBeNull();
    expect(codeOf(() => assertCanInitiateTransactions(buildUser()))).toBeNull();
  });

  it('reports the effective permission set', () => {
    expect(effectivePermissions(buildUser(), open)).toEqual({
      postListings: true,
      initiateTransactions: true,
      read: true,
    });
    expect(effectivePermissions(buildUser({ state: 'pendingApproval' }), open)).toEqual({
      postListings: false,
      initiateTransactions: false,
      read: true,
    });
    expect(effectivePermissions(buildUser({ state: 'pendingApproval' }), closed).read).toBe(false);
    expect(
      effectivePermissions(buildUser({ permissions: { postListings: 'deny' } }), open).postListings,
    ).toBe(false);
  });
});
