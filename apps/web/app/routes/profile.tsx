import type { ImageResource } from '@mercato/core/contracts/image';
import type { UserResource } from '@mercato/core/contracts/user';
import { SdkError } from '@mercato/sdk/sdk-error';
import { data, Link, redirect } from 'react-router';
import { profileFieldsOf } from '../features/profile/user-profile.server.ts';
import { authRedirect, getCurrentUser } from '../lib/auth.server.ts';
import { noAccessPathFor } from '../lib/no-access.ts';
import type { Route } from './+types/profile';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { session } = context;
  if (!UUID.test(params.id)) throw data(null, { status: 404 });
  const viewer = await getCurrentUser(session);
  if (params.variant !== undefined) {
    // Variants preview the viewer's own profile, so they need a login.
    if (!viewer) throw authRedirect(request);
    if (!(VARIANTS as readonly string[]).includes(params.variant) || viewer.id !== params.id)
      throw data(null, { status: 404 });
  }
  try {
    const [res, config] = await Promise.all([
      session.sdk.users.show({
        id: params.id,
        include: ['profileImage'],
        'fields.image': 'variants.square-small,variants.square-small2x',
      }),
      session.sdk.assets.config(),
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
      fields: profileFieldsOf(user, config.data),
      isOwn: viewer?.id === user.id,
      preview: params.variant ?? null,
    };
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    if (error.status === 404) throw data(null, { status: 404 });
    if (error.status === 403) {
      const path = noAccessPathFor(error.code);
      if (path) throw redirect(path);
      // A private marketplace: visitors log in first (spec §6).
      throw authRedirect(request);
    }
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.user.displayName ?? 'Profile' }];
}

/** ProfilePage and ProfilePageVariant (spec §2 `/u/:id`, `/u/:id/:variant`). */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, avatar, fields, isOwn, preview } = loaderData;
  if (user.banned || user.deleted) {
    return (
      <section className="profile">
        <div className="profile__header">
          <span className="avatar avatar--large avatar--generic" aria-hidden="true" />
          <h1>{user.banned ? 'Banned user' : 'Deleted user'}</h1>
        </div>
        <p className="empty-state">This account is no longer active.</p>
      </section>
    );
  }
  const since = user.createdAt
    ? new Date(user.createdAt).toLocaleDateString('en-US', { month: 'long', year: 'numeric' })
    : null;
  return (
    <section className="profile">
      {preview ? (
        <p className="banner banner--info" role="status">
          This is how your profile will look once your account is approved.
        </p>
      ) : null}
      <div className="profile__header">
        {avatar ? (
          <img
            className="avatar avatar--large"
            src={avatar.url}
            srcSet={`${avatar.url} 1x, ${avatar.url2x} 2x`}
            alt=""
            width={96}
            height={96}
          />
        ) : (
          <span className="avatar avatar--large" aria-hidden="true">
            {user.abbreviatedName}
          </span>
        )}
        <div>
          <h1>{user.displayName}</h1>
          {since ? <p className="profile__since">Member since {since}</p> : null}
        </div>
      </div>
      {user.bio ? <p className="profile__bio">{user.bio}</p> : null}
      {fields.length > 0 ? (
        <dl className="profile__fields">
          {fields.map((field) => (
            <div key={field.key}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {isOwn ? (
        <p>
          <Link to="/profile-settings">Edit your profile</Link>
        </p>
      ) : null}
    </section>
  );
}
