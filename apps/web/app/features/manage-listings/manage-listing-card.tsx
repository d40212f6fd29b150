import { LISTING_CARD_TEXTS } from '@mercato/core/texts/catalogs/listings/listing-card';
import { MANAGE_LISTING_CARD_TEXTS } from '@mercato/core/texts/catalogs/listings/manage-listing-card';
import type { CatalogKey } from '@mercato/core/texts/ui-texts';
import { Form, Link } from 'react-router';
import { useTexts } from '../../lib/texts.ts';
import { CARD_STYLE_LOOKS } from '../listings/card-styles.ts';
import { ListingCardImage } from '../listings/listing-card.tsx';
import { priceText } from '../listings/listing-price.ts';
import type { ListingCommand } from './listing-state.ts';
import { type ManageListingCardView, manageListingsPath } from './manage-listings-view.ts';

const COMMAND_LABELS: Record<
  Exclude<ListingCommand, 'discard'>,
  CatalogKey<typeof MANAGE_LISTING_CARD_TEXTS>
> = {
  open: 'openListing',
  close: 'closeListing',
};

/** A form posting one command about one listing to the page's action, back to the same page. */
function CommandForm(props: {
  command: ListingCommand;
  id: string;
  page: number;
  label: string;
  danger?: boolean;
}) {
  return (
    <Form method="post" action={manageListingsPath(props.page)} className="listing-card__form">
      <input type="hidden" name="id" value={props.id} />
      <button
        type="submit"
        name="intent"
        value={props.command}
        className={
          props.danger ? 'button button--small button--danger' : 'button button--small button--quiet'
        }
      >
        {props.label}
      </button>
    </Form>
  );
}

/** One of the author's listings on ManageListingsPage: photo, state, price and what can be done. */
export function ManageListingCard(props: {
  listing: ManageListingCardView;
  page: number;
  confirmingDiscard: boolean;
  error: string | null;
  aspect: { width: number; height: number };
}) {
  const t = useTexts(MANAGE_LISTING_CARD_TEXTS);
  const card = useTexts(LISTING_CARD_TEXTS);
  const { listing, page, confirmingDiscard, error, aspect } = props;
  const titleId = `listing-${listing.id}-title`;
  return (
    <li className="listing-card" aria-labelledby={titleId} data-testid="manage-listing-card">
      <ListingCardImage
        aspect={aspect}
        image={listing.image}
        sizes="(max-width: 640px) 100vw, 320px"
        fallback={
          listing.cardStyle ? (
            <span
              className="listing-card__styled"
              style={{
                background: CARD_STYLE_LOOKS[listing.cardStyle].background,
                color: CARD_STYLE_LOOKS[listing.cardStyle].color,
              }}
            >
              {listing.title}
            </span>
          ) : (
            <span className="listing-card__no-image">{card('noPhoto')}</span>
          )
        }
      >
        <span className={`state-badge state-badge--${listing.badge.tone}`} data-testid="state-badge">
          {listing.badge.label}
        </span>
      </ListingCardImage>
      <div className="listing-card__body">
        <h2 className="listing-card__title" id={titleId}>
          <Link to={listing.viewPath}>{listing.title || card('untitled')}</Link>
        </h2>
        {listing.price ? <p className="listing-card__price">{priceText(listing.price)}</p> : null}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        {confirmingDiscard ? (
          <div className="listing-card__confirm">
            <p>{t('discardQuestion')}</p>
            <div className="listing-card__actions">
              <CommandForm command="discard" id={listing.id} page={page} label={t('confirmDiscard')} danger />
              <Link to={manageListingsPath(page)} className="button button--small button--quiet">
                {t('cancel')}
              </Link>
            </div>
          </div>
        ) : (
          <div className="listing-card__actions">
            <Link to={listing.editPath} className="button button--small button--quiet">
              {t('edit')}
            </Link>
            {listing.commands.map((command) =>
              command === 'discard' ? (
                <Link
                  key={command}
                  to={manageListingsPath(page, { discard: listing.id })}
                  className="button button--small button--quiet"
                  preventScrollReset
                >
                  {t('discard')}
                </Link>
              ) : (
                <CommandForm
                  key={command}
                  command={command}
                  id={listing.id}
                  page={page}
                  label={t(COMMAND_LABELS[command])}
                />
              ),
            )}
          </div>
        )}
      </div>
    </li>
  );
}
