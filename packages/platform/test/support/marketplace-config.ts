import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import { saveMarketplaceConfig } from '../../src/features/config/marketplace-config.service.ts';
import type { TestPlatform } from '../harness.ts';

/** The rules of the configuration's `accessControl`; each is off unless given. */
export interface AccessRules {
  privateMarketplace?: boolean;
  requireApprovalToJoin?: boolean;
  requireApprovalToPublish?: boolean;
}

/** Saves `base` (the default configuration unless given) with its `accessControl` made of `rules`. */
export function saveAccessRules(
  platform: TestPlatform,
  rules: AccessRules,
  base: Record<string, unknown> = DEFAULT_MARKETPLACE_CONFIG,
) {
  return saveMarketplaceConfig(platform.ctx, {
    ...base,
    accessControl: {
      marketplace: { private: rules.privateMarketplace ?? false },
      users: { requireApprovalToJoin: rules.requireApprovalToJoin ?? false },
      listings: { requireApprovalToPublish: rules.requireApprovalToPublish ?? false },
    },
  });
}
