import { Form, Link } from 'react-router';
import type { ListingPageVariant } from './listing-paths.ts';
import type { OrderAction } from './listing-price.ts';
import type { ListingPageView } from './listing-view.ts';

const BUTTON_LABELS: Record<OrderAction, string> = {
  book: 'Request to book',
  buy: 'Buy now',
  contact: 'Contact',
};

function ComingSoon({ action, authorName }: { action: OrderAction; authorName: string | null }) {
  const who = authorName ?? 'the provider';
  return (
    <div className="order-panel__notice" role="status" data-testid="booking-soon">
      <h2>Booking opens soon</h2>
      <p>
        {action === 'contact'
          ? `Messaging ${who} from this page is coming in the next update of the marketplace.`
          : action === 'buy'
            ? 'Ordering from this page is coming in the next update of the marketplace.'
            : 'Requesting a booking from this page is coming in the next update of the marketplace.'}
      </p>
    </div>
  );
}

/** Why nobody can order from this page right now, or null when they can. */
function unavailableText(listing: ListingPageView, preview: ListingPageVariant | null, isOwn: boolean) {
  if (listing.state === 'closed') return null;
  if (preview === 'draft') return 'Customers can book once you publish this listing.';
  if (preview === 'pending-approval') return 'Customers can book once the marketplace approves this listing.';
  if (isOwn) return 'This is your listing: customers see their booking button here.';
  return null;
}

/**
 * The price and the order button (spec §2 ListingPage): "Request to book", "Buy now" or
 * "Contact" by the listing's unit. Transactions are not built yet, so the button leads to a notice
 * saying so. Closed listings say so instead; authors never see a button on their own listing.
 */
export function OrderPanel(props: {
  listing: ListingPageView;
  preview: ListingPageVariant | null;
  isOwn: boolean;
  requested: OrderAction | null;
}) {
  const { listing, preview, isOwn, requested } = props;
  const isClosed = listing.state === 'closed';
  const unavailable = unavailableText(listing, preview, isOwn);
  return (
    <div className="order-panel">
      {listing.price ? (
        <p className="order-panel__price">
          <span className="order-panel__amount">{listing.price.amount}</span>
          {listing.price.unit ? <span className="order-panel__unit"> {listing.price.unit}</span> : null}
        </p>
      ) : null}
      {isClosed ? (
        <p className="order-panel__closed" data-testid="listing-closed">
          This listing is closed
        </p>
      ) : listing.isOutOfStock ? (
        <p className="order-panel__closed">Out of stock</p>
      ) : unavailable ? (
        <p className="order-panel__hint">{unavailable}</p>
      ) : requested ? (
        <ComingSoon
          action={requested}
          authorName={listing.author?.isActive ? listing.author.displayName : null}
        />
      ) : (
        <Form method="get" preventScrollReset>
          <button type="submit" name="intent" value={listing.action} className="button button--wide">
            {BUTTON_LABELS[listing.action]}
          </button>
        </Form>
      )}
      {isOwn && isClosed ? (
        <p className="order-panel__hint">
          Customers cannot book it until you open it again from <Link to="/listings">your listings</Link>.
        </p>
      ) : null}
    </div>
  );
}
