import { MANAGE_LISTINGS_TEXTS } from '@mercato/core/texts/catalogs/listings/manage-listings-page';
import { Link } from 'react-router';
import { useMessageText, useTexts } from '../../lib/texts.ts';
import { PaginationLinks } from '../listings/pagination-links.tsx';
import { ManageListingCard } from './manage-listing-card.tsx';
import type { ManageListingsActionData, ManageListingsData } from './manage-listings.server.ts';
import { manageListingsPath } from './manage-listings-view.ts';

/** ManageListingsPage (spec §2 `/listings`): the author's listings with their states and commands. */
export function ManageListingsPage(props: {
  loaderData: ManageListingsData;
  actionData: ManageListingsActionData | undefined;
}) {
  const t = useTexts(MANAGE_LISTINGS_TEXTS);
  const wording = useMessageText();
  const { page, totalPages, listings, confirmDiscard, aspect, loadError } = props.loaderData;
  const actionError = props.actionData;
  return (
    <section className="manage-listings">
      <div className="manage-listings__head">
        <h1>{t('title')}</h1>
        {listings.length > 0 ? (
          <Link to="/l/new" className="button button--small">
            {t('postListing')}
          </Link>
        ) : null}
      </div>
      {loadError ? (
        <p className="form-error" role="alert">
          {wording(loadError)}
        </p>
      ) : null}
      {actionError && actionError.id === null ? (
        <p className="form-error" role="alert">
          {actionError.error}
        </p>
      ) : null}
      {listings.length === 0 && !loadError ? (
        <div className="empty-state">
          <p>{t('empty')}</p>
          <p>
            <Link to="/l/new" className="button">
              {t('postListing')}
            </Link>
          </p>
        </div>
      ) : (
        <ul className="listing-cards">
          {listings.map((listing) => (
            <ManageListingCard
              key={listing.id}
              listing={listing}
              page={page}
              confirmingDiscard={confirmDiscard === listing.id}
              error={actionError?.id === listing.id ? actionError.error : null}
              aspect={aspect}
            />
          ))}
        </ul>
      )}
      <PaginationLinks page={page} totalPages={totalPages} pathOf={(p) => manageListingsPath(p)} />
    </section>
  );
}
