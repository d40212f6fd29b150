import { ADDRESS_FIELD_TEXTS } from '@mercato/core/texts/catalogs/common/address-field';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '../../components/field-error.tsx';
import { useTexts } from '../../lib/texts.ts';
import { type LatLng, PLACE_QUERY_MAX_LENGTH, type PlaceSuggestion } from './place.ts';
import './places.css';

/** Input names of the address field. */
export const addressInputName = { address: 'address', lat: 'lat', lng: 'lng' } as const;

interface AddressFieldProps {
  label: string;
  hint?: string;
  defaultAddress: string;
  /** The point of `defaultAddress` when it was picked before. */
  defaultOrigin: LatLng | null;
  error: string | undefined;
  /** Called when a suggestion is picked, or with null when the text no longer matches it. */
  onPlaceChange?: (place: { address: string; origin: LatLng } | null) => void;
  onEdit?: () => void;
}

const DEBOUNCE_MS = 150;

/**
 * An address input that suggests places as the visitor types (`/api/places`), a combobox for
 * keyboards and screen readers alike. Picking one fills hidden `lat`/`lng` inputs; typing again
 * clears them. Without JavaScript it is a plain text input and the server finds the address.
 */
export function AddressField({
  label,
  hint,
  defaultAddress,
  defaultOrigin,
  error,
  onPlaceChange,
  onEdit,
}: AddressFieldProps) {
  const t = useTexts(ADDRESS_FIELD_TEXTS);
  const id = useId();
  const inputId = `${id}-address`;
  const listId = `${id}-suggestions`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState(defaultAddress);
  const [picked, setPicked] = useState<{ address: string; origin: LatLng } | null>(
    defaultOrigin && defaultAddress ? { address: defaultAddress, origin: defaultOrigin } : null,
  );
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const query = useRef('');

  useEffect(() => {
    const q = text.trim();
    if (q.length < 2 || picked?.address === text) {
      setSuggestions([]);
      setStatus('idle');
      return;
    }
    query.current = q;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setStatus('loading');
      try {
        // The answer's schema (and zod) loads with the first suggestions, not with the page.
        const schemas = import('./place-schemas.ts');
        const response = await fetch(`/api/places?${new URLSearchParams({ q })}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`places answered ${response.status}`);
        const body = (await schemas).PlaceSuggestionsSchema.parse(await response.json());
        if (query.current !== q) return;
        setSuggestions(body.suggestions);
        setActive(body.suggestions.length > 0 ? 0 : -1);
        setStatus('idle');
      } catch (failure) {
        if ((failure as Error).name !== 'AbortError') setStatus('failed');
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, picked]);

  function pick(suggestion: PlaceSuggestion) {
    const place = { address: suggestion.label, origin: suggestion.origin };
    setText(suggestion.label);
    setPicked(place);
    setOpen(false);
    setSuggestions([]);
    onPlaceChange?.(place);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const expanded = open && suggestions.length > 0;
  const origin = picked?.address === text ? picked.origin : null;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field address-field">
      <label htmlFor={inputId}>{label}</label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="address-field__box">
        <input
          id={inputId}
          name={addressInputName.address}
          type="text"
          value={text}
          maxLength={PLACE_QUERY_MAX_LENGTH}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setText(value);
            setOpen(true);
            if (picked && picked.address !== value) onPlaceChange?.(null);
            onEdit?.();
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 120)}
        />
        <div
          id={listId}
          className="address-field__list"
          role="listbox"
          aria-label={t('suggestionsLabel')}
          hidden={!expanded}
        >
          {suggestions.map((suggestion, index) => (
            <div
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="address-field__option"
              onMouseDown={(event) => {
                event.preventDefault();
                pick(suggestion);
              }}
              onMouseEnter={() => setActive(index)}
            >
              {suggestion.label}
            </div>
          ))}
        </div>
      </div>
      <input type="hidden" name={addressInputName.lat} value={origin ? String(origin.lat) : ''} />
      <input type="hidden" name={addressInputName.lng} value={origin ? String(origin.lng) : ''} />
      <p className="address-field__status" aria-live="polite">
        {status === 'failed'
          ? t('suggestionsUnavailable')
          : expanded
            ? t('suggestionCount', { count: suggestions.length })
            : ''}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
