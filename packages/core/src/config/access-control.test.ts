import { describe, expect, it } from 'vitest';
import { AccessControlSchema } from './access-control.ts';

describe('AccessControlSchema', () => {
  it('defaults to a public marketplace without approvals', () => {
    expect(AccessControlSchema.parse({})).toEqual({
      marketplace: { private: false },
      users: { requireApprovalToJoin: false },
      listings: { requireApprovalToPublish: false },
    });
  });

  it('keeps the operator choices', () => {
    const parsed = AccessControlSchema.parse({
      marketplace: { private: true },
      users: { requireApprovalToJoin: true },
    });
    expect(parsed.marketplace.private).toBe(true);
    expect(parsed.users.requireApprovalToJoin).toBe(true);
  });
});
