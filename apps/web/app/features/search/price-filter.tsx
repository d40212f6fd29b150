import { SEARCH_FILTERS_TEXTS } from '@mercato/core/texts/catalogs/listings/search-filters';
import { useState } from 'react';
import { useTexts } from '../../lib/texts.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { SearchFilters } from './search-filters.ts';
import { FORM_FIELDS, type PriceRange } from './search-params.ts';

/** A typed bound as a number on the slider, or the slider's end when empty or unreadable. */
function handleOf(text: string, fallback: number, floor: number, ceiling: number): number {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? Math.min(ceiling, Math.max(floor, value)) : fallback;
}

/**
 * The price filter (spec §9: 0–1000, step 5): two number inputs that the form sends, and once
 * scripts run a two-handled slider over them. The handles stay in order (spec §5 range slider):
 * one cannot pass the other. A bound left empty is that end of the slider.
 */
export function PriceFilter(props: {
  filter: SearchFilters['price'];
  currency: string;
  value: PriceRange | null;
}) {
  const t = useTexts(SEARCH_FILTERS_TEXTS);
  const { filter, currency, value } = props;
  const [low, setLow] = useState(value ? String(value.min) : '');
  const [high, setHigh] = useState(value ? String(value.max) : '');
  const hydrated = useHydrated();
  const lowHandle = handleOf(low, filter.min, filter.min, filter.max);
  const highHandle = handleOf(high, filter.max, filter.min, filter.max);
  const span = filter.max - filter.min;
  const percent = (n: number) => `${((n - filter.min) / span) * 100}%`;
  return (
    <fieldset className="search-filter">
      <legend className="search-filter__label">{filter.label}</legend>
      {hydrated ? (
        <div className="price-slider">
          <span className="price-slider__track" aria-hidden="true" />
          <span
            className="price-slider__fill"
            aria-hidden="true"
            style={{ left: percent(lowHandle), right: `calc(100% - ${percent(highHandle)})` }}
          />
          <input
            type="range"
            aria-label={t('priceLowest')}
            min={filter.min}
            max={filter.max}
            step={filter.step}
            value={lowHandle}
            onChange={(event) => setLow(String(Math.min(Number(event.target.value), highHandle)))}
          />
          <input
            type="range"
            aria-label={t('priceHighest')}
            min={filter.min}
            max={filter.max}
            step={filter.step}
            value={highHandle}
            onChange={(event) => setHigh(String(Math.max(Number(event.target.value), lowHandle)))}
          />
        </div>
      ) : null}
      <div className="search-filter__range">
        <label>
          <span>{t('priceMin')}</span>
          <input
            type="number"
            name={FORM_FIELDS.priceMin}
            min={filter.min}
            max={filter.max}
            step={filter.step}
            inputMode="numeric"
            placeholder={String(filter.min)}
            value={low}
            onChange={(event) => setLow(event.target.value)}
          />
        </label>
        <label>
          <span>{t('priceMax')}</span>
          <input
            type="number"
            name={FORM_FIELDS.priceMax}
            min={filter.min}
            max={filter.max}
            step={filter.step}
            inputMode="numeric"
            placeholder={String(filter.max)}
            value={high}
            onChange={(event) => setHigh(event.target.value)}
          />
        </label>
      </div>
      <p className="search-filter__hint">{t('priceHint', { currency })}</p>
    </fieldset>
  );
}
