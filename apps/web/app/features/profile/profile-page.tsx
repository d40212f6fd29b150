import { Link } from 'react-router';
import type { loadProfile } from './profile.server.ts';

/** ProfilePage and ProfilePageVariant (spec §2 `/u/:id`, `/u/:id/:variant`). */
export function ProfilePage({ loaderData }: { loaderData: Awaited<ReturnType<typeof loadProfile>> }) {
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
