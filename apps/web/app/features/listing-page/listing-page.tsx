import { LISTING_PAGE_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-page';
import type { CatalogKey } from '@mercato/core/texts/ui-texts';
import { Link, useRouteLoaderData } from 'react-router';
import { useTexts } from '../../lib/texts.ts';
import type { RootData } from '../../root.tsx';
import { OrderPanel } from '../booking-panel/order-panel.tsx';
import type { InquiryActionData } from '../inquiry/inquiry.server.ts';
import type { ListingPageVariant } from '../listings/listing-paths.ts';
import { MapView } from '../maps/map-view.tsx';
import { ReviewsSection } from '../reviews/reviews-section.tsx';
import { AuthorCard } from './author-card.tsx';
import type { ListingPageData } from './listing-page.server.ts';
import { CoverPhoto, ListingCarousel, MorePhotos } from './listing-photos.tsx';
import { OrderBar } from './order-bar.tsx';
import { orderBarOf } from './order-bar-view.ts';

/** The order panel's wrapper, where the narrow screens' order bar leads. */
const ORDER_PANEL_ID = 'order-panel';

const PREVIEW_TEXTS: Record<ListingPageVariant, CatalogKey<typeof LISTING_PAGE_TEXTS>> = {
  draft: 'previewDraft',
  'pending-approval': 'previewPendingApproval',
  closed: 'previewClosed',
};

/** ListingPage and ListingPageVariant (spec §2 `/l/:slug/:id`, `/l/:id`, `/l/:slug/:id/:variant`). */
export function ListingPage({
  loaderData,
  inquiry,
}: {
  loaderData: ListingPageData;
  inquiry?: InquiryActionData | undefined;
}) {
  const t = useTexts(LISTING_PAGE_TEXTS);
  const { listing, map, preview, requested } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  const isOwn = preview !== null || (!!root?.user && root.user.id === listing.author?.id);
  const [cover, ...rest] = listing.photos;
  const isCover = listing.layout === 'coverPhoto';
  const bar = orderBarOf(listing, { isOwn, hasBookingCalendar: loaderData.booking !== null });
  return (
    <article className="listing-page">
      {isOwn ? (
        <div className="listing-page__owner" data-testid={preview ? 'listing-preview' : 'own-listing'}>
          <p>{t(preview ? PREVIEW_TEXTS[preview] : 'ownListing')}</p>
          <Link to="/listings">{t('manageListings')}</Link>
          {root?.user && !root.user.payoutsReady ? (
            <p data-testid="payout-details-missing">
              {t('payoutDetailsMissing')} <Link to="/account/payments">{t('addPayoutDetails')}</Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {isCover ? <CoverPhoto photos={listing.photos} aspect={listing.aspect} /> : null}
      <div className="listing-page__columns">
        <div className="listing-page__main">
          <header className="listing-page__header">
            {listing.listingTypeLabel ? (
              <p className="listing-page__type">{listing.listingTypeLabel}</p>
            ) : null}
            <h1>{listing.title}</h1>
          </header>
          {isCover ? null : <ListingCarousel photos={listing.photos} aspect={listing.aspect} />}
          {listing.description ? (
            <section className="listing-section" aria-labelledby="listing-about">
              <h2 id="listing-about">{t('about')}</h2>
              <p className="listing-page__description">{listing.description}</p>
            </section>
          ) : null}
          {isCover && cover ? <MorePhotos photos={rest} /> : null}
          {listing.address ? (
            <section className="listing-section" aria-labelledby="listing-location">
              <h2 id="listing-location">{t('location')}</h2>
              <address className="listing-page__address">
                {listing.address}
                {listing.building ? (
                  <>
                    <br />
                    {listing.building}
                  </>
                ) : null}
              </address>
              {listing.geolocation ? (
                <MapView
                  settings={map}
                  center={listing.geolocation}
                  label={listing.address}
                  caption="coordinates"
                  className="listing-page__map"
                  baseMap={loaderData.baseMap}
                />
              ) : null}
            </section>
          ) : null}
          {loaderData.reviews ? (
            <ReviewsSection
              id="listing-reviews"
              title={t('reviews')}
              reviews={loaderData.reviews}
              emptyText={t('noReviews')}
            />
          ) : null}
          {listing.author ? (
            <section className="listing-section" aria-labelledby="listing-author">
              <h2 id="listing-author">{t('offeredBy')}</h2>
              <AuthorCard author={listing.author} />
            </section>
          ) : null}
        </div>
        <aside
          className="listing-page__aside"
          aria-label={t('priceAndBooking')}
          id={ORDER_PANEL_ID}
          tabIndex={-1}
        >
          <OrderPanel
            listing={listing}
            preview={preview}
            isOwn={isOwn}
            requested={requested}
            inquiryDraft={loaderData.inquiryDraft ?? null}
            timesRefused={loaderData.timesRefused === true}
            booking={loaderData.booking}
            inquiry={inquiry}
            inquiryId={loaderData.inquiryId ?? null}
          />
        </aside>
      </div>
      {bar ? <OrderBar bar={bar} panelId={ORDER_PANEL_ID} /> : null}
    </article>
  );
}
