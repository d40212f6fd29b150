import { ORDER_PANEL_TEXTS } from '@mercato/core/texts/catalogs/listings/order-panel';
import type { CatalogKey } from '@mercato/core/texts/ui-texts';
import { type MouseEvent, useEffect, useState } from 'react';
import { useTexts } from '../../lib/texts.ts';
import type { OrderAction } from '../listings/listing-price.ts';
import type { OrderBarView } from './order-bar-view.ts';

/** The order panel's own words for its main button, so that the bar and the panel say the same. */
const ACTION_LABELS: Record<OrderAction, CatalogKey<typeof ORDER_PANEL_TEXTS>> = {
  book: 'requestToBook',
  buy: 'buyNow',
  contact: 'contact',
};

/**
 * The bar fixed at the bottom of a narrow screen, where the order panel comes after the listing:
 * the price and the panel's action, a link to the panel (`#panelId`) that works without scripts;
 * with them it scrolls there and moves focus to the panel, and the bar steps aside while the panel
 * is on screen.
 */
export function OrderBar({ bar, panelId }: { bar: OrderBarView; panelId: string }) {
  const t = useTexts(ORDER_PANEL_TEXTS);
  const [panelShown, setPanelShown] = useState(false);
  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    // The panel counts as shown once it is above the bar's strip at the bottom of the screen.
    const observer = new IntersectionObserver(
      (entries) => setPanelShown(entries.at(-1)?.isIntersecting ?? false),
      {
        rootMargin: '0px 0px -96px 0px',
      },
    );
    observer.observe(panel);
    return () => observer.disconnect();
  }, [panelId]);
  const goToPanel = (event: MouseEvent<HTMLAnchorElement>) => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    event.preventDefault();
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.focus({ preventScroll: true });
    panel.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <div className={panelShown ? 'order-bar order-bar--away' : 'order-bar'} data-testid="order-bar">
      {bar.amount ? (
        <p className="order-bar__price">
          <strong>{bar.amount}</strong>
          {bar.unit ? <span className="order-bar__unit"> {bar.unit}</span> : null}
        </p>
      ) : null}
      <a href={`#${panelId}`} className="button order-bar__action" onClick={goToPanel}>
        {t(ACTION_LABELS[bar.action])}
      </a>
    </div>
  );
}
