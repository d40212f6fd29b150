import type { PlatformContext } from '../../context.ts';
import { envelope, unexpanded } from '../../http/envelope.ts';
import { apiQuerySchema, sparseFieldsOf } from '../../http/query.ts';
import type { WireValue } from '../../http/wire-values.ts';
import { effectivePermissions } from '../access/access.policy.ts';
import { getMarketplaceConfig } from '../config/marketplace-config.service.ts';
import { listIdentitiesOfUser } from '../idp/idp.service.ts';
import { loadImageResource } from '../images/images.service.ts';
import { storedStripeAccountOf } from '../payments/stripe-account.service.ts';
import { storedStripeCustomerOf } from '../payments/stripe-customer.service.ts';
import type { User } from '../users/user.ts';
import {
  CURRENT_USER_INCLUDES,
  presentCurrentUser,
  withCurrentUserIncludes,
} from './current-user.presenter.ts';

/** The query of every endpoint answering with the currentUser resource (its includes checked). */
export const CurrentUserQuerySchema = apiQuerySchema({}, { include: CURRENT_USER_INCLUDES });

/** A parsed `CurrentUserQuerySchema` query. */
export type CurrentUserQuery = Record<string, unknown> & {
  include?: string[] | undefined;
  expand?: boolean | undefined;
};

/**
 * The response document of an endpoint answering with the currentUser resource and its requested
 * includes. Commands answer with only id and type unless `expand=true` (api notes §3.2); queries
 * always answer in full.
 */
export async function currentUserDocument(
  ctx: PlatformContext,
  user: User,
  query: CurrentUserQuery,
  kind: 'query' | 'command',
): Promise<WireValue> {
  if (kind === 'command' && !query.expand) return envelope(unexpanded(presentCurrentUser(user)));
  const include = query.include ?? [];
  const [config, identities, profileImage, stripeAccount, stripeCustomer] = await Promise.all([
    getMarketplaceConfig(ctx),
    listIdentitiesOfUser(ctx, user.id),
    include.includes('profileImage') ? loadImageResource(ctx, user.profileImageId, query) : null,
    storedStripeAccountOf(ctx, user.id),
    include.some((path) => path.startsWith('stripeCustomer'))
      ? storedStripeCustomerOf(ctx, user.id)
      : undefined,
  ]);
  const { resource, included } = withCurrentUserIncludes(
    presentCurrentUser(user, identities, stripeAccount),
    user,
    include,
    {
      permissions: effectivePermissions(user, config),
      profileImage,
      stripeAccount,
      stripeCustomer,
    },
  );
  return envelope(resource, included, {}, sparseFieldsOf(query));
}
