import { ORDER_PANEL_TEXTS } from '@mercato/core/texts/catalogs/listings/order-panel';
import { useTexts } from '../../lib/texts.ts';
import { MAX_SEATS_PER_BOOKING } from './booking-range.ts';

/** The seats select of a booking form (`seats`), up to the seats free, when more than one is. */
export function SeatsField({ free }: { free: number }) {
  const t = useTexts(ORDER_PANEL_TEXTS);
  if (free < 2) return null;
  return (
    <label className="field">
      <span className="field__label">{t('seats')}</span>
      <select name="seats" className="field__input" defaultValue="1">
        {Array.from({ length: Math.min(free, MAX_SEATS_PER_BOOKING) }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
