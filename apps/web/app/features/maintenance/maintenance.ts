import { SdkError } from '@mercato/sdk/sdk-error';
import { data } from 'react-router';

/** How soon a browser (or a crawler) should try again while the marketplace is in maintenance. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 30;

/** The status of the maintenance screen (spec §1). */
export const MAINTENANCE_STATUS = 503;

/**
 * Whether a failure to read the marketplace configuration means maintenance mode: the platform
 * answered with a server error or with a configuration that does not validate. Client errors (a
 * refused token…) are the page's own business.
 */
export function isConfigurationOutage(error: unknown): boolean {
  if (SdkError.is(error)) return error.status >= 500;
  // A configuration that fails core's validation (zod) or a body that is not JSON.
  return error instanceof Error && (error.name === 'ZodError' || error instanceof SyntaxError);
}

/**
 * Reads the mandatory configuration for every page; when it cannot be read or is invalid, the page
 * becomes the maintenance screen (503) rather than a 500, and the next request tries again — the
 * site recovers by itself as soon as the configuration is valid.
 */
export async function requireConfiguration<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isConfigurationOutage(error)) throw error;
    throw data(
      { maintenance: true },
      { status: MAINTENANCE_STATUS, headers: { 'retry-after': String(MAINTENANCE_RETRY_AFTER_SECONDS) } },
    );
  }
}
