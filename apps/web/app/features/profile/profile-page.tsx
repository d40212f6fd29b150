import { PROFILE_PAGE_TEXTS } from '@mercato/core/texts/catalogs/profile/profile-page';
import { Link } from 'react-router';
import { useTexts } from '../../lib/texts.ts';
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
  const t = useTexts(PROFILE_PAGE_TEXTS);
  const pathOf = (page: number) => (page > 1 ? `/u/${userId}?page=${page}` : `/u/${userId}`);
  return (
    <section className="listing-section profile__listings" aria-labelledby="profile-listings">
      <div className="listing-section__header">
        <h2 id="profile-listings">
          {isOwn ? t('yourListings') : t('listingsOf', { name })}
          {listings.totalItems > 0 ? (
            <span className="profile__listing-count"> ({listings.totalItems})</span>
          ) : null}
        </h2>
        {isOwn ? <Link to="/listings">{t('manageListings')}</Link> : null}
      </div>
      {listings.failed ? (
        <p className="form-error" role="alert">
          {t('listingsFailed')}
        </p>
      ) : listings.items.length === 0 ? (
        <p className="empty-state">
          {listings.page > 1 ? (
            <>
              {t('noListingsOnPage')} <Link to={pathOf(1)}>{t('firstPage')}</Link>
            </>
          ) : (
            t('noListings')
          )}
        </p>
      ) : (
        <ListingCardGrid
          listings={listings.items}
          aspect={listings.aspect}
          label={t('listingsLabel', { name })}
        />
      )}
      <PaginationLinks page={listings.page} totalPages={listings.totalPages} pathOf={pathOf} />
    </section>
  );
}

/** ProfilePage and ProfilePageVariant (spec §2 `/u/:id`, `/u/:id/:variant`). */
export function ProfilePage({ loaderData }: { loaderData: Awaited<ReturnType<typeof loadProfile>> }) {
  const { user, avatar, fields, isOwn, preview, listings, reviews } = loaderData;
  const t = useTexts(PROFILE_PAGE_TEXTS);
  if (user.banned || user.deleted) {
    return (
      <section className="profile">
        <div className="profile__header">
          <span className="avatar avatar--large avatar--generic" aria-hidden="true" />
          <h1>{user.banned ? t('bannedUser') : t('deletedUser')}</h1>
        </div>
        <p className="empty-state">{t('inactive')}</p>
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
          {t('pendingApprovalPreview')}
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
          {since ? <p className="profile__since">{t('memberSince', { date: since })}</p> : null}
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
          <Link to="/profile-settings">{t('editProfile')}</Link>
        </p>
      ) : null}
      {listings ? (
        <ProfileListingsSection
          listings={listings}
          userId={user.id}
          name={user.displayName ?? t('unnamedUser')}
          isOwn={isOwn}
        />
      ) : null}
      {reviews ? (
        <>
          <ReviewsSection
            id="reviews-from-customers"
            title={t('customerReviews')}
            reviews={reviews.asProvider}
            emptyText={t('noCustomerReviews', { name: user.displayName ?? t('thisUser') })}
          />
          <ReviewsSection
            id="reviews-from-providers"
            title={t('providerReviews')}
            reviews={reviews.asCustomer}
            emptyText={t('noProviderReviews', { name: user.displayName ?? t('thisUser') })}
          />
        </>
      ) : null}
    </section>
  );
}
