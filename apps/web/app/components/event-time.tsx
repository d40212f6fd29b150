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

/**
 * When something happened (a transition, a message), on the viewer's own clock, naming its zone.
 * The server knows no viewer's zone: it writes UTC, and the browser rewrites it in its own zone
 * once its scripts run.
 */
export function EventTime({ at }: { at: string }) {
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  return <time dateTime={at}>{eventTimeText(at, local ? undefined : 'UTC')}</time>;
}
