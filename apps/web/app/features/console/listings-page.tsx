import { CONSOLE_LISTINGS_TEXTS } from '@mercato/core/texts/catalogs/console/console-listings';
import { Form, Link } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import { listLink, utcDate } from './console-format.ts';
import { ConsolePager } from './console-pager.tsx';
import { consoleTexts } from './console-texts.ts';
import type { loadListings } from './listings.server.ts';

/** The listing states and their words (in the order a listing goes through them). */
export const LISTING_STATE_LABELS = {
  draft: 'stateDraft',
  pendingApproval: 'statePendingApproval',
  published: 'statePublished',
  closed: 'stateClosed',
} as const;

/** `/console/listings`: the marketplace's listings, found by title, state, type, featuring, author and date. */
export function ListingsPage(props: { loaderData: Awaited<ReturnType<typeof loadListings>> }) {
  const t = consoleTexts(CONSOLE_LISTINGS_TEXTS);
  const { filters, page, totalPages, totalItems, listings, listingTypes, problem } = props.loaderData;
  const path = `${CONSOLE_PATH}/listings`;
  const typeLabels = new Map(listingTypes.map((type) => [type.value, type.label]));
  // Several states at once come only from an address (`states=closed,draft`): the select keeps them.
  const severalStates = filters.states?.includes(',') ? filters.states : null;
  return (
    <section className="console-section">
      <h1>{t('heading')}</h1>
      <Form method="get" className="console-filters" aria-label={t('filters')}>
        <div className="field">
          <label htmlFor="listings-keywords">{t('keywords')}</label>
          <input
            id="listings-keywords"
            name="keywords"
            type="search"
            defaultValue={filters.keywords ?? ''}
            maxLength={200}
          />
        </div>
        <div className="field">
          <label htmlFor="listings-states">{t('state')}</label>
          <select id="listings-states" name="states" defaultValue={filters.states ?? ''}>
            <option value="">{t('anyState')}</option>
            {Object.entries(LISTING_STATE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
            {severalStates ? (
              <option value={severalStates}>
                {severalStates
                  .split(',')
                  .map((state) => t(LISTING_STATE_LABELS[state as keyof typeof LISTING_STATE_LABELS]))
                  .join(', ')}
              </option>
            ) : null}
          </select>
        </div>
        {listingTypes.length > 0 ? (
          <div className="field">
            <label htmlFor="listings-type">{t('listingType')}</label>
            <select id="listings-type" name="listingType" defaultValue={filters.listingType ?? ''}>
              <option value="">{t('anyListingType')}</option>
              {listingTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="listings-featured">{t('featured')}</label>
          <select id="listings-featured" name="featured" defaultValue={filters.featured ?? ''}>
            <option value="">{t('anyFeatured')}</option>
            <option value="true">{t('featuredYes')}</option>
            <option value="false">{t('featuredNo')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="listings-author">{t('authorId')}</label>
          <input
            id="listings-author"
            name="authorId"
            type="text"
            defaultValue={filters.authorId ?? ''}
            maxLength={36}
            spellCheck={false}
          />
        </div>
        <div className="field">
          <label htmlFor="listings-from">{t('createdFrom')}</label>
          <input
            id="listings-from"
            name="createdAtStart"
            type="date"
            defaultValue={filters.createdAtStart ?? ''}
          />
        </div>
        <div className="field">
          <label htmlFor="listings-to">{t('createdTo')}</label>
          <input id="listings-to" name="createdAtEnd" type="date" defaultValue={filters.createdAtEnd ?? ''} />
        </div>
        <div className="console-filters__actions">
          <button type="submit" className="button">
            {t('apply')}
          </button>
          <Link to={path}>{t('clear')}</Link>
        </div>
      </Form>
      <FormError message={problem ? t('badFilter', { problem }) : null} />
      <p className="console-count" role="status">
        {t('count', { count: totalItems })} {/* A download, not a page: the browser saves it. */}
        <a href={listLink(`${CONSOLE_PATH}/listings.csv`, { ...filters })} download>
          {t('export')}
        </a>
      </p>
      {listings.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('listingTitle')}</th>
                <th scope="col">{t('author')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">{t('type')}</th>
                <th scope="col">{t('price')}</th>
                <th scope="col">{t('featured')}</th>
                <th scope="col">{t('created')}</th>
              </tr>
            </thead>
            <tbody>
              {listings.map((listing) => (
                <tr key={listing.id}>
                  <td>
                    <Link to={`${path}/${listing.id}`}>{listing.title}</Link>
                  </td>
                  <td>
                    {listing.authorId ? (
                      <Link to={`${CONSOLE_PATH}/people/${listing.authorId}`}>
                        {listing.authorName ?? listing.authorId}
                      </Link>
                    ) : (
                      t('noAuthor')
                    )}
                    {listing.authorEmail ? <div className="console-subtle">{listing.authorEmail}</div> : null}
                  </td>
                  <td>
                    <span className={`console-state console-state--${listing.state}`}>
                      {t(LISTING_STATE_LABELS[listing.state])}
                    </span>
                  </td>
                  <td>
                    {listing.listingType
                      ? (typeLabels.get(listing.listingType) ?? listing.listingType)
                      : null}
                  </td>
                  <td>{listing.price ?? t('noPrice')}</td>
                  <td>
                    {listing.featured ? <span className="console-tag">{t('featuredMark')}</span> : null}
                  </td>
                  <td>
                    <time dateTime={listing.createdAt}>{utcDate(listing.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConsolePager
        page={page}
        pages={totalPages}
        linkTo={(to) => listLink(path, { ...filters }, to)}
        labels={{
          previous: t('previous'),
          next: t('next'),
          pageOf: t('pageOf', { page, pages: totalPages }),
        }}
      />
    </section>
  );
}
