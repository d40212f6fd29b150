import type { ImageResource } from '@mercato/core/contracts/image';
import type { UserResource } from '@mercato/core/contracts/user';
import { PROFILE_PAGE_TEXTS } from '@mercato/core/texts/catalogs/profile/profile-page';
import { data } from 'react-router';
import { authRedirect, getCurrentUser } from '../../lib/auth.server.ts';
import type { LoaderArgs } from '../../lib/context.ts';
import { isUuid } from '../../lib/ids.ts';
import { throwReadRefusal } from '../../lib/read-refusal.server.ts';
import { serverTexts } from '../../lib/texts.server.ts';
import { pageOf } from '../listings/pagination-links.tsx';
import { loadUserReviews } from '../reviews/reviews.server.ts';
import { loadProfileListings } from './profile-listings.server.ts';
import { profileFieldsOf } from './user-profile.server.ts';

/** Variants of the own profile a user may preview (spec §2 ProfilePageVariant). */
const VARIANTS = ['pending-approval'] as const;

function avatarOf(user: UserResource, included: unknown[]): { url: string; url2x: string } | null {
  const ref = (user.relationships?.profileImage as { data?: { id: string } | null } | undefined)?.data;
  const image = included.find(
    (r) => (r as ImageResource).type === 'image' && (r as ImageResource).id === ref?.id,
  ) as ImageResource | undefined;
  const small = image?.attributes.variants['square-small'];
  const large = image?.attributes.variants['square-small2x'];
  return small && large ? { url: small.url, url2x: large.url } : null;
}

/** A user's public profile, or one of the previews of the viewer's own (spec §2 ProfilePageVariant). */
export async function loadProfile({ request, params, context }: LoaderArgs) {
  const id = params.id ?? '';
  const { session } = context;
  if (!isUuid(id)) throw data(null, { status: 404 });
  const viewer = await getCurrentUser(session);
  if (params.variant !== undefined) {
    // Variants preview the viewer's own profile, so they need a login.
    if (!viewer) throw authRedirect(request);
    if (!(VARIANTS as readonly string[]).includes(params.variant) || viewer.id !== id)
      throw data(null, { status: 404 });
  }
  const page = pageOf(new URL(request.url).searchParams.get('page'));
  try {
    const configRead = session.sdk.assets.config();
    // The list is read beside the user; a failure of the list alone leaves the profile standing.
    const listingsRead = configRead.then((config) =>
      loadProfileListings(session, id, page, config.data.layout.listingImage),
    );
    const [res, config, listings, reviews, t] = await Promise.all([
      session.sdk.users.show({
        id,
        include: ['profileImage'],
        'fields.image': 'variants.square-small,variants.square-small2x',
      }),
      configRead,
      listingsRead,
      loadUserReviews(session, id),
      serverTexts(context, PROFILE_PAGE_TEXTS),
    ]);
    const user = res.data;
    return {
      user: {
        id: user.id,
        banned: user.attributes.banned,
        deleted: user.attributes.deleted,
        displayName: user.attributes.profile?.displayName ?? null,
        abbreviatedName: user.attributes.profile?.abbreviatedName ?? null,
        bio: user.attributes.profile?.bio ?? null,
        createdAt: user.attributes.createdAt ?? null,
      },
      avatar: avatarOf(user, res.included),
      fields: profileFieldsOf(user, config.data, t),
      isOwn: viewer?.id === user.id,
      preview: params.variant ?? null,
      listings: user.attributes.banned || user.attributes.deleted ? null : listings,
      reviews: user.attributes.banned || user.attributes.deleted ? null : reviews,
    };
  } catch (error) {
    throwReadRefusal(error, request);
  }
}
