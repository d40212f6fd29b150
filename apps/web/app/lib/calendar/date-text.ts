// Calendar dates (`YYYY-MM-DD`, a listing's days) in words, as the checkout and order pages write
// them (en-US): read at UTC noon, so that no browser's zone moves them to another day.

const dateText = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', ...options });
/** `Wednesday, December 9, 2026`. */
export const fullDate = (date: string) =>
  dateText(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
/** `Wed, Dec 9`. */
export const shortDate = (date: string) =>
  dateText(date, { weekday: 'short', month: 'short', day: 'numeric' });
/** `Dec 9`. */
export const monthDay = (date: string) => dateText(date, { month: 'short', day: 'numeric' });

/** `Mar 12 – 15`, `Mar 28 – Apr 2`, or `Mar 12` for one day. */
export function datesText(from: string, to: string): string {
  if (from === to) return monthDay(from);
  return `${monthDay(from)} – ${from.slice(0, 7) === to.slice(0, 7) ? Number(to.slice(8)) : monthDay(to)}`;
}
