/** Google's tag, as Google Analytics 4 is loaded (never bundled: Google serves it). */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

/** How long after a navigation its page view is sent (spec §9): the page's title is set by then. */
export const PAGE_VIEW_DELAY_MS = 300;

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Loads Google's tag once, with automatic page views off: they are sent per navigation instead. */
function loadGoogleTag(measurementId: string): Gtag {
  if (window.gtag) return window.gtag;
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  // gtag.js reads the arguments objects it finds in dataLayer, as Google's snippet pushes them.
  const gtag: Gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
    dataLayer.push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  return gtag;
}

let pendingPageView: ReturnType<typeof setTimeout> | undefined;

/**
 * A Google Analytics page view of `path`, 300 ms after the navigation to it (`navigatedAt`, in
 * `performance.now()` time); a page left before then is not counted. Loads Google's tag first.
 */
export function schedulePageView(measurementId: string, path: string, navigatedAt: number): void {
  const gtag = loadGoogleTag(measurementId);
  clearTimeout(pendingPageView);
  const wait = Math.max(0, PAGE_VIEW_DELAY_MS - (performance.now() - navigatedAt));
  pendingPageView = setTimeout(() => {
    gtag('event', 'page_view', {
      page_location: window.location.href,
      page_path: path,
      page_title: document.title,
    });
  }, wait);
}
