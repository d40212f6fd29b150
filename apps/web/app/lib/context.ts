import type { AdminSdk } from '@mercato/sdk/admin/client';
import type { MercatoSdk } from '@mercato/sdk/client';
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from 'react-router';
import type { BrowserErrorReporting } from './error-reporting.ts';

/** The visitor's session with the platform, created per request by the server. */
export interface WebSession {
  sdk: MercatoSdk;
  /** Whether the request carried a user token (no network call). */
  isLoggedIn: boolean;
  /**
   * An SDK holding a `trusted:user` token of the logged-in user (`exchangeToken` with the client
   * secret), for privileged transitions such as `transition/request-payment`. Server-side only:
   * the token is never stored in the cookie nor sent to the page. Absent where no secret is known.
   */
  trustedSdk?: () => Promise<MercatoSdk>;
}

/** What an area's loader gets from the route module that delegates to it. */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>;

/** What an area's action gets from the route module that delegates to it. */
export type ActionArgs = ActionFunctionArgs<AppLoadContext>;

/** An identity provider visitors may log in with: what a page may show. */
export interface IdentityProviderLink {
  id: string;
  label: string;
}

/** One provider's OpenID Connect client settings (`IDP_<ID>_*`). */
export interface IdentityProviderClient extends IdentityProviderLink {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Server-only settings of identity-provider login. They hold secrets: read them in loaders and
 * actions, never return them to a page.
 */
export interface IdentityProviderSettings {
  /** The site's public URL (`ROOT_URL`); providers send visitors back under it. */
  rootUrl: string;
  /** Whether cookies get `Secure` (the site is served over HTTPS). */
  secureCookies: boolean;
  /** Key that signs the short-lived login cookies, so their contents cannot be altered. */
  cookieKey: string;
  providers: IdentityProviderClient[];
}

declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string;
    /** The site's public URL (`ROOT_URL`), for absolute links such as canonical URLs. */
    rootUrl: string;
    /** The marketplace's API client id (public: browsers' SDKs send it too). */
    clientId: string;
    session: WebSession;
    /**
     * The operator's console session (`/v1/admin`, ADR 019): its token lives in the console's own
     * cookie (`mercato_console`, httpOnly, SameSite=Strict). Only console pages use it.
     */
    adminSdk: AdminSdk;
    /** Providers configured for "Log in with …" links. */
    identityProviders: IdentityProviderLink[];
    /** Server-only settings of identity-provider login (see `IdentityProviderSettings`). */
    identityProviderSettings: IdentityProviderSettings;
    /** Payments use the offline sandbox's test cards: the checkout names them ("Test payments"). */
    testPayments?: boolean;
    /**
     * Stripe's publishable key when payments go through Stripe (PAYMENTS=stripe): pages load
     * Stripe.js with it to take cards in Stripe's own fields. Null or absent otherwise.
     */
    stripePublishableKey?: string | null;
    /**
     * The server may keep this request's page (a GET without a session; `server/page-cache.ts`):
     * a public page is then rendered whole and marked for the cache.
     */
    pageCache?: boolean;
    /**
     * Where the page's browser sends its errors (SENTRY_DSN, ADR 020): public settings of the error
     * tracker, or null when there is none.
     */
    errorReporting?: BrowserErrorReporting | null;
    /** Reports an error of a loader, an action or the rendering to the error tracker (server side). */
    reportError?: (error: unknown) => void;
    /**
     * The database's change mark as this request found it (`changeMarkOf`, ADR 016), when the
     * server knows it: what a server keeps from earlier reads is used only while it is the same.
     */
    changeMark?: string;
  }
}
