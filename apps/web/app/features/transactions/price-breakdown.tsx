import type { BreakdownView } from '@mercato/core/pricing/price-breakdown';
import { PRICE_BREAKDOWN_TEXTS } from '@mercato/core/texts/catalogs/transactions/price-breakdown';
import { useTexts } from '../../lib/texts.ts';

/** A price breakdown: line items and the party's total (checkout, order and sale pages). */
export function PriceBreakdown({ breakdown }: { breakdown: BreakdownView }) {
  const t = useTexts(PRICE_BREAKDOWN_TEXTS);
  return (
    <section
      className="price-breakdown"
      aria-labelledby="price-breakdown-title"
      data-testid="price-breakdown"
    >
      <h2 id="price-breakdown-title" className="price-breakdown__title">
        {t('title')}
      </h2>
      <dl className="price-breakdown__rows">
        {breakdown.rows.map((row) => (
          <div key={`${row.code} ${row.label}`} className="price-breakdown__row">
            <dt>{row.label}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
        {breakdown.total ? (
          <div className="price-breakdown__row price-breakdown__row--total">
            <dt>{breakdown.totalLabel}</dt>
            <dd data-testid="price-total">{breakdown.total}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
