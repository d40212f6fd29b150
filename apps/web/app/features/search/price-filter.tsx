import { SEARCH_FILTERS_TEXTS } from '@mercato/core/texts/catalogs/listings/search-filters';
import { useState } from 'react';
import { useTexts } from '../../lib/texts.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { type NumberRange, RangeInputs } from './filter-inputs.tsx';
import type { SearchFilters } from './search-filters.ts';
import { FORM_FIELDS, type PriceRange } from './search-params.ts';

/** A typed bound as a number on the slider, or the slider's end when empty or unreadable. */
function handleOf(text: string, fallback: number, floor: number, ceiling: number): number {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? Math.min(ceiling, Math.max(floor, value)) : fallback;
}

/** One handle of the price slider, moved to a number the caller keeps in order. */
function SliderHandle(props: {
  label: string;
  range: NumberRange;
  value: number;
  onMove: (value: number) => void;
}) {
  const { range } = props;
  return (
    <input
      type="range"
      aria-label={props.label}
      min={range.min}
      max={range.max}
      step={range.step}
      value={props.value}
      onChange={(event) => props.onMove(Number(event.target.value))}
    />
  );
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
          <SliderHandle
            label={t('priceLowest')}
            range={filter}
            value={lowHandle}
            onMove={(n) => setLow(String(Math.min(n, highHandle)))}
          />
          <SliderHandle
            label={t('priceHighest')}
            range={filter}
            value={highHandle}
            onMove={(n) => setHigh(String(Math.max(n, lowHandle)))}
          />
        </div>
      ) : null}
      <RangeInputs
        range={filter}
        min={{ label: t('priceMin'), name: FORM_FIELDS.priceMin, value: low, onValueChange: setLow }}
        max={{ label: t('priceMax'), name: FORM_FIELDS.priceMax, value: high, onValueChange: setHigh }}
      />
      <p className="search-filter__hint">{t('priceHint', { currency })}</p>
    </fieldset>
  );
}
