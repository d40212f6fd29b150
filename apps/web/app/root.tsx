// First: zod must be jitless in the browser before any module creates a schema.
import './lib/zod-browser.ts';
import './lib/quiet-aborts.ts';
import { accountLinksOf } from '@mercato/core/config/account-links';
import { resolveGoogleAnalyticsId } from '@mercato/core/config/analytics';
import { APP_TEXTS } from '@mercato/core/texts/catalogs/common/app';
import { ERROR_PAGE_TEXTS } from '@mercato/core/texts/catalogs/common/error-page';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { AccountBanners } from './components/account-banners.tsx';
import { Footer } from './components/footer.tsx';
import { NavigationProgress } from './components/navigation-progress.tsx';
import { NotFoundContent } from './components/not-found-content.tsx';
import { PreviewBanner } from './components/preview-banner.tsx';
import { TopBar } from './components/top-bar.tsx';
import { loadSalesAttention } from './features/inbox/sales-attention.server.ts';
import { MAINTENANCE_STATUS, requireConfiguration } from './features/maintenance/maintenance.ts';
import { MaintenanceScreen } from './features/maintenance/maintenance-screen.tsx';
import { loadCurrentUser, pagePathOf } from './lib/auth.server.ts';
import { isConsoleHandle, isConsolePath } from './lib/console-paths.ts';
import { useNonce } from './lib/nonce.tsx';
import { PUBLIC_PAGE } from './lib/page-cache.ts';
import { PROFILE_IMAGE_QUERY, profileImageOf } from './lib/profile-image.ts';
import { loadPageTexts } from './lib/texts.server.ts';
import { metaTexts, useTexts } from './lib/texts.ts';
import { useTelemetry } from './lib/use-telemetry.ts';
import stylesHref from './styles.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

// What the root shows a visitor without a session depends on nothing of theirs: its pages may be kept
// when their own routes allow it (lib/page-cache.ts).
export const handle = PUBLIC_PAGE;

export async function loader({ context, request }: Route.LoaderArgs) {
  if (isConsolePath(pagePathOf(request).split('?', 1)[0] ?? '')) return loadConsoleRoot(context);
  // Without a readable configuration the site is in maintenance mode (spec §1), not broken.
  const [config, current, marketplace, salesAttention, texts] = await Promise.all([
    requireConfiguration(() => context.session.sdk.assets.config()),
    loadCurrentUser(context.session, PROFILE_IMAGE_QUERY),
    context.session.sdk.marketplace.show(),
    loadSalesAttention(context.session),
    loadPageTexts(context),
  ]);
  const user = current?.data ?? null;
  return {
    marketplaceName: marketplace.data.attributes.name,
    /** An operator's preview of an unsaved draft this browser is looking at (`/preview`). */
    preview: config.preview ?? null,
    /** The checkout names the sandbox's test cards (never in production). */
    testPayments: context.testPayments === true,
    /** Stripe's publishable key when Stripe takes the payments: card fields are Stripe's own. */
    stripePublishableKey: context.stripePublishableKey ?? null,
    /** The browser sends its errors to the marketplace's error tracker, when there is one. */
    errorReporting: context.errorReporting ?? null,
    /** Google Analytics' measurement id of the configuration, when it is a valid one (`G-…`). */
    analyticsId: resolveGoogleAnalyticsId(config.data.analytics?.googleAnalyticsId).id ?? null,
    /** The operator's wording of the UI texts (only what differs from Mercato's English). */
    ...texts,
    user: user && {
      id: user.id,
      displayName: user.attributes.profile.displayName,
      /** An operator of the marketplace is logged in as this user (the console's login as). */
      loggedInAs: context.session.sdk.authInfo().isLoggedInAs,
      abbreviatedName: user.attributes.profile.abbreviatedName,
      email: user.attributes.email,
      emailVerified: user.attributes.emailVerified,
      pendingEmail: user.attributes.pendingEmail,
      state: user.attributes.state,
      avatar: current ? profileImageOf(current) : null,
      /** Sales waiting for this user's answer: the top bar's inbox badge. */
      salesAttention,
      /** Stripe lets their payout account take charges and payouts (always, on the sandbox). */
      payoutsReady:
        !context.stripePublishableKey ||
        (user.attributes.stripeConnected === true &&
          user.attributes.stripeChargesEnabled === true &&
          user.attributes.stripePayoutsEnabled === true),
      /** The account links their user type shows (spec §6). */
      accountLinks: accountLinksOf(
        (config.data as { userTypes?: Parameters<typeof accountLinksOf>[0] }).userTypes,
        user.attributes.profile.publicData?.userType,
      ),
    },
  };
}

/**
 * The root of a console page: the marketplace's name and nothing of a marketplace user's. It never
 * turns into the maintenance screen: the console is where an operator mends a broken configuration.
 */
async function loadConsoleRoot(context: Route.LoaderArgs['context']) {
  const [marketplace, texts] = await Promise.all([
    context.session.sdk.marketplace.show().catch(() => null),
    loadPageTexts(context),
  ]);
  return {
    marketplaceName: marketplace?.data.attributes.name ?? 'Mercato',
    preview: null,
    testPayments: false,
    stripePublishableKey: null,
    errorReporting: context.errorReporting ?? null,
    // Operators' pages are nobody's audience.
    analyticsId: null,
    ...texts,
    user: null,
  };
}

/** What the root loader gives every page. */
export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootData>('root');
  const name = data?.marketplaceName ?? 'Mercato';
  // The console draws its own frame (features/console): no top bar, footer or account banners.
  const isConsole = useMatches().some((match) => isConsoleHandle(match.handle));
  // Marks the page as running its scripts: forms validate in the browser from here on (until then
  // they post to the server, which answers the same). Journeys wait for it before they type. In the
  // layout, so that error pages (404, maintenance) are marked too.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useTelemetry(data);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <NavigationProgress />
        {isConsole ? (
          <div className="console">{children}</div>
        ) : (
          <div className="page">
            <TopBar marketplaceName={name} user={data?.user ?? null} />
            {data?.preview ? <PreviewBanner path={data.preview.path} /> : null}
            {data?.user ? <AccountBanners user={data.user} /> : null}
            <main className="main">{children}</main>
            <Footer marketplaceName={name} />
          </div>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTexts(APP_TEXTS, matches);
  return [{ title: t('title') }];
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useTexts(ERROR_PAGE_TEXTS);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundContent />;
  }
  if (isRouteErrorResponse(error) && error.status === MAINTENANCE_STATUS) {
    return <MaintenanceScreen />;
  }
  return (
    <section className="notice">
      <h1>{t('heading')}</h1>
      <p>{t('body')}</p>
      <p>
        <a href="/">{t('frontPageLink')}</a>
      </p>
    </section>
  );
}
