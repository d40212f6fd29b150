import type { ListingFieldConfig } from '../config/listing-fields.ts';
import type { UserFieldConfig } from '../config/user-fields.ts';
import { sanitizeExtendedData } from './sanitize-extended-data.ts';
import { sanitizeText } from './sanitize-values.ts';

type Extended = Record<string, unknown>;

/** The listing attributes users write and other users read. */
export interface SanitizableListing {
  title?: unknown;
  description?: unknown;
  publicData?: Extended | null;
  privateData?: Extended | null;
  [attribute: string]: unknown;
}

/** The profile attributes users write and other users read. */
export interface SanitizableProfile {
  firstName?: unknown;
  lastName?: unknown;
  displayName?: unknown;
  abbreviatedName?: unknown;
  bio?: unknown;
  publicData?: Extended | null;
  protectedData?: Extended | null;
  privateData?: Extended | null;
  metadata?: Extended | null;
  [attribute: string]: unknown;
}

function withText<T extends Record<string, unknown>>(entity: T, keys: readonly string[]): T {
  const copy: Record<string, unknown> = { ...entity };
  for (const key of keys) if (typeof copy[key] === 'string') copy[key] = sanitizeText(copy[key]);
  return copy as T;
}

/** A listing safe to render: text attributes and each extended-data scope cleaned by its fields. */
export function sanitizeListing<T extends SanitizableListing>(
  listing: T,
  fields: readonly ListingFieldConfig[],
): T {
  const copy = withText(listing, ['title', 'description']);
  const scoped = (scope: ListingFieldConfig['scope']) => fields.filter((field) => field.scope === scope);
  if (listing.publicData) copy.publicData = sanitizeExtendedData(listing.publicData, scoped('public'));
  if (listing.privateData) copy.privateData = sanitizeExtendedData(listing.privateData, scoped('private'));
  return copy;
}

const PROFILE_SCOPES = [
  ['publicData', 'public'],
  ['protectedData', 'protected'],
  ['privateData', 'private'],
  ['metadata', 'metadata'],
] as const;

/** A user profile safe to render: names, bio and each extended-data scope cleaned by its fields. */
export function sanitizeUserProfile<T extends SanitizableProfile>(
  profile: T,
  fields: readonly UserFieldConfig[],
): T {
  const copy: SanitizableProfile = withText(profile, [
    'firstName',
    'lastName',
    'displayName',
    'abbreviatedName',
    'bio',
  ]);
  for (const [attribute, scope] of PROFILE_SCOPES) {
    const data = profile[attribute];
    if (data)
      copy[attribute] = sanitizeExtendedData(
        data,
        fields.filter((field) => field.scope === scope),
      );
  }
  return copy as T;
}
