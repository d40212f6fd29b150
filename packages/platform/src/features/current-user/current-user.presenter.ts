import type { Resource } from '../../http/envelope.ts';
import { WireKeyword, WireUuid, type WireValue } from '../../http/wire-values.ts';
import { presentStripeAccount } from '../payments/stripe-account.presenter.ts';
import type { StoredStripeAccount } from '../payments/stripe-account.service.ts';
import { presentStripeCustomerWithCard } from '../payments/stripe-customer.presenter.ts';
import type { StoredStripeCustomer } from '../payments/stripe-customer.service.ts';
import { abbreviatedName, type PermissionKey, type User } from '../users/user.ts';

/** Includes the currentUser resource understands (api notes §5). */
export const CURRENT_USER_INCLUDES = [
  'profileImage',
  'effectivePermissionSet',
  'stripeAccount',
  'stripeCustomer',
  'stripeCustomer.defaultPaymentMethod',
  'marketplace',
] as const;

/** The `currentUser` resource (spec §3 Current user; api notes §5). */
export function presentCurrentUser(
  user: User,
  identities: { idpId: string; subject: string }[] = [],
  stripeAccount: StoredStripeAccount | undefined = undefined,
): Resource {
  return {
    id: new WireUuid(user.id),
    type: 'currentUser',
    attributes: {
      banned: user.banned,
      deleted: user.deleted,
      createdAt: user.createdAt,
      email: user.email,
      emailVerified: user.emailVerified,
      pendingEmail: user.pendingEmail,
      // From the stored account state (kept current by Stripe's answers and `account.updated`).
      stripeConnected: stripeAccount !== undefined,
      stripePayoutsEnabled: stripeAccount?.payoutsEnabled ?? false,
      stripeChargesEnabled: stripeAccount?.chargesEnabled ?? false,
      identityProviders: identities.map((i) => ({ idpId: i.idpId, userId: i.subject })),
      state: user.state,
      profile: {
        firstName: user.firstName,
        lastName: user.lastName,
        displayName: user.displayName,
        abbreviatedName: abbreviatedName(user.firstName, user.lastName),
        bio: user.bio,
        publicData: user.publicData as WireValue,
        protectedData: user.protectedData as WireValue,
        privateData: user.privateData as WireValue,
        metadata: user.metadata as WireValue,
      },
    },
  };
}

/** The user's effective permissions as the API's keywords (`permission/allow|deny`). */
export function presentPermissionSet(user: User, permissions: Record<PermissionKey, boolean>): Resource {
  const keyword = (allowed: boolean) => new WireKeyword(allowed ? 'permission/allow' : 'permission/deny');
  return {
    id: new WireUuid(user.id),
    type: 'permissionSet',
    attributes: {
      postListings: keyword(permissions.postListings),
      initiateTransactions: keyword(permissions.initiateTransactions),
      read: keyword(permissions.read),
    },
  };
}

/** What the includes of a currentUser need, loaded by the route. */
export interface CurrentUserIncludeData {
  permissions: Record<PermissionKey, boolean>;
  profileImage: Resource | null;
  stripeAccount: StoredStripeAccount | undefined;
  stripeCustomer: StoredStripeCustomer | undefined;
}

/**
 * Adds the requested relationships to a currentUser resource and returns what goes to `included`.
 * Relationships whose target does not exist yet are `{data: null}`, never a dangling reference.
 */
export function withCurrentUserIncludes(
  resource: Resource,
  user: User,
  include: string[],
  data: CurrentUserIncludeData,
): { resource: Resource; included: Resource[] } {
  const relationships: NonNullable<Resource['relationships']> = {};
  const included: Resource[] = [];
  for (const path of include) {
    const rel = path.split('.')[0];
    if (rel === 'effectivePermissionSet') {
      const set = presentPermissionSet(user, data.permissions);
      relationships.effectivePermissionSet = { data: { id: set.id, type: set.type } };
      included.push(set);
    } else if (rel === 'profileImage') {
      relationships.profileImage = {
        data: data.profileImage ? { id: data.profileImage.id, type: 'image' } : null,
      };
      if (data.profileImage) included.push(data.profileImage);
    } else if (rel === 'stripeAccount') {
      const account = data.stripeAccount && presentStripeAccount({ userId: user.id, ...data.stripeAccount });
      relationships.stripeAccount = { data: account ? { id: account.id, type: account.type } : null };
      if (account) included.push(account);
    } else if (rel === 'stripeCustomer' && !relationships.stripeCustomer) {
      if (!data.stripeCustomer) {
        relationships.stripeCustomer = { data: null };
        continue;
      }
      const withCard = include.includes('stripeCustomer.defaultPaymentMethod');
      const customer = presentStripeCustomerWithCard(data.stripeCustomer, withCard);
      relationships.stripeCustomer = { data: { id: customer.resource.id, type: customer.resource.type } };
      included.push(customer.resource, ...customer.included);
    }
  }
  return {
    resource: Object.keys(relationships).length ? { ...resource, relationships } : resource,
    included,
  };
}
