import { TIME_ZONE_SELECT_TEXTS } from '@mercato/core/texts/catalogs/wizard/time-zone-select';
import { FieldError } from '../../components/field-error.tsx';
import { useTexts } from '../../lib/texts.ts';

let zones: string[] | undefined;

/** IANA zones the runtime knows, with UTC, sorted. */
export function timeZoneNames(): string[] {
  if (!zones) {
    const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    zones = [...new Set(['Etc/UTC', ...supported])].sort();
  }
  return zones;
}

/** `America/Argentina/Buenos_Aires` → `America / Argentina / Buenos Aires`. */
export function timeZoneLabel(zone: string): string {
  return zone === 'Etc/UTC' ? 'UTC' : zone.replaceAll('_', ' ').replaceAll('/', ' / ');
}

/** The zone the browser runs in, when it is one the list knows. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && timeZoneNames().includes(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** A select of IANA time zones; a stored zone the runtime does not list stays selectable. */
export function TimeZoneSelect({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: string;
  onChange: (zone: string) => void;
  error: string | undefined;
}) {
  const t = useTexts(TIME_ZONE_SELECT_TEXTS);
  const names = timeZoneNames();
  const options = value && !names.includes(value) ? [value, ...names] : names;
  return (
    <div className="field">
      <label htmlFor={name}>{t('label')}</label>
      <p id={`${name}-hint`} className="field__hint">
        {t('hint')}
      </p>
      <select
        id={name}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${name}-hint`, error ? `${name}-error` : null].filter(Boolean).join(' ')}
      >
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {timeZoneLabel(zone)}
          </option>
        ))}
      </select>
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}
