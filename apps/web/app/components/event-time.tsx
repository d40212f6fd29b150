import { useEffect, useState } from 'react';

const FIELDS: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** `Nov 27, 2026, 5:05 PM EST` of an instant in `timeZone` (the viewer's when undefined). */
export function eventTimeText(at: string, timeZone?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', { ...FIELDS, ...(timeZone ? { timeZone } : {}) });
}

const BRIEF_FIELDS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/**
 * When something happened (a transition, a message), on the viewer's own clock, naming its zone.
 * The server knows no viewer's zone: it writes UTC, and the browser rewrites it in its own zone
 * once its scripts run. `brief`: the day only, for lists.
 */
export function EventTime({ at, brief = false }: { at: string; brief?: boolean }) {
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const zone = local ? undefined : 'UTC';
  if (!brief) return <time dateTime={at}>{eventTimeText(at, zone)}</time>;
  // A list's date (`Nov 27`), the full time on hover.
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={at} title={eventTimeText(at, zone)}>
      {date.toLocaleDateString('en-US', { ...BRIEF_FIELDS, ...(zone ? { timeZone: zone } : {}) })}
    </time>
  );
}
