import type { MercatoSdk } from '@mercato/sdk/client';

/** The visitor's session with the platform, created per request by the server. */
export interface WebSession {
  sdk: MercatoSdk;
  /** Whether the request carried a user token (no network call). */
  isLoggedIn: boolean;
}

declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string;
    session: WebSession;
  }
}
