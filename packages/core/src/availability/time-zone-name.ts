// Zone-name validation on the runtime's own Intl data, without the Temporal polyfill: schemas that
// carry a time zone (the availability plan) are imported by browser code, and the polyfill alone is
// about 20 kB gzip of a page's first load (ADR 008). The polyfill reads the same Intl data, so both
// agree; `time-zone.test.ts` checks it.

const validZoneCache = new Map<string, boolean>();

/** Whether `id` is an IANA zone; fixed offsets such as `+02:00` are refused because they ignore DST. */
export function isValidTimeZone(id: string): boolean {
  const cached = validZoneCache.get(id);
  if (cached !== undefined) return cached;
  let valid = /^[A-Za-z]/.test(id);
  if (valid) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: id });
    } catch {
      valid = false;
    }
  }
  validZoneCache.set(id, valid);
  return valid;
}
