const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a URL segment or form value is a resource id (a UUID). Pages answer 404 to anything else
 * before asking the platform, so malformed ids never reach it.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The value as an id when it is one, else null (optional `?inquiry=`-style parameters). */
export function uuidOrNull(value: unknown): string | null {
  return isUuid(value) ? value : null;
}
