import { Link } from 'react-router';
import { ListingCardGrid } from '../listings/listing-card.tsx';
import { PaginationLinks } from '../listings/pagination-links.tsx';
import { ReviewsSection } from '../reviews/reviews-section.tsx';
import type { loadProfile } from './profile.server.ts';
import type { ProfileListings } from './profile-listings.server.ts';

/** The user's published listings, a page at a time (`?page=`). */
function ProfileListingsSection(props: {
  listings: ProfileListings;
  userId: string;
  name: string;
  isOwn: boolean;
}) {
  const { listings, userId, name, isOwn } = props;
  const pathOf = (page: number) => (page > 1 ? `/u/${userId}?page=${page}` : `/u/${userId}`);
  return (
    <section className="listing-section profile__listings" aria-labelledby="profile-listings">
      <div className="listing-section__header">
        <h2 id="profile-listings">
          {isOwn ? 'Your listings' : `${name}'s listings`}
          {listings.totalItems > 0 ? (
            <span className="profile__listing-count"> ({listings.totalItems})</span>
          ) : null}
        </h2>
        {isOwn ? <Link to="/listings">Manage listings</Link> : null}
      </div>
      {listings.failed ? (
        <p className="form-error" role="alert">
          Loading the listings failed. Please refresh the page.
        </p>
      ) : listings.items.length === 0 ? (
        <p className="empty-state">
          {listings.page > 1 ? (
            <>
              No listings on this page. <Link to={pathOf(1)}>Back to the first page</Link>
            </>
          ) : (
            'No published listings yet.'
          )}
        </p>
      ) : (
        <ListingCardGrid listings={listings.items} aspect={listings.aspect} label={`Listings by ${name}`} />
      )}
      <PaginationLinks page={listings.page} totalPages={listings.totalPages} pathOf={pathOf} />
    </section>
  );
}

/** ProfilePage and ProfilePageVariant (spec §2 `/u/:id`, `/u/:id/:variant`). */
export function ProfilePage({ loaderData }: { loaderData: Awaited<ReturnType<typeof loadProfile>> }) {
  const { user, avatar, fields, isOwn, preview, listings, reviews } = loaderData;
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
      {listings ? (
        <ProfileListingsSection
          listings={listings}
          userId={user.id}
          name={user.displayName ?? 'User'}
          isOwn={isOwn}
        />
      ) : null}
      {reviews ? (
        <>
          <ReviewsSection
            id="reviews-from-customers"
            title="Reviews from customers"
            reviews={reviews.asProvider}
            emptyText={`No customer has reviewed ${user.displayName ?? 'this user'} yet.`}
          />
          <ReviewsSection
            id="reviews-from-providers"
            title="Reviews from providers"
            reviews={reviews.asCustomer}
            emptyText={`No provider has reviewed ${user.displayName ?? 'this user'} yet.`}
          />
        </>
      ) : null}
    </section>
  );
}
