import type { EntryContext } from 'react-router';

/**
 * The `handle` of a route whose page the server may keep for visitors without a session (the page
 * cache, `server/page-cache.ts`): what it shows them depends only on its URL, the marketplace's
 * configuration, the data and the time — never on a cookie, a header or a visitor's earlier steps.
 * A page is kept only when every route it is made of says so, the root included.
 */
export const PUBLIC_PAGE = { pageCache: true } as const;

/** Whether every route of the page being rendered is a {@link PUBLIC_PAGE}. */
export function isPublicPage(context: Pick<EntryContext, 'routeModules' | 'staticHandlerContext'>): boolean {
  const { matches } = context.staticHandlerContext;
  return (
    matches.length > 0 &&
    matches.every((match) => {
      const handle = context.routeModules[match.route.id]?.handle as { pageCache?: unknown } | undefined;
      return handle?.pageCache === true;
    })
  );
}
