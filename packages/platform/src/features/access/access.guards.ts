import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { getMarketplaceConfig } from '../config/marketplace-config.service.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { assertCanRead } from './access.policy.ts';

/**
 * Route guards of the access rules, run after `requireToken`: a route that shows marketplace
 * content declares `onRequest: [requireToken, requireRead]` and its handler never repeats the rule.
 */
export function makeAccessGuards(ctx: PlatformContext) {
  /** Private marketplace, approval and the `read` permission (spec §6). */
  async function requireRead(request: FastifyRequest): Promise<void> {
    const principal = request.principal;
    if (!principal) throw new Error('requireRead runs after requireToken');
    const viewer = principal.kind === 'user' ? await getCurrentUser(ctx, principal.userId) : null;
    assertCanRead(principal, viewer, await getMarketplaceConfig(ctx));
  }
  return { requireRead };
}
