import { IncomingMessage } from 'node:http';
import type { PlatformMetrics } from '@mercato/platform/lib/metrics';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** The route patterns of the web app's pages, as a tree React Router can match a path against. */
function routeTreeOf(build: ServerBuild): RouteObject[] {
  const below = new Map<string | undefined, ServerBuild['routes'][string][]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    below.set(route.parentId, [...(below.get(route.parentId) ?? []), route]);
  }
  const nodesUnder = (parentId: string | undefined): RouteObject[] =>
    (below.get(parentId) ?? []).flatMap((route): RouteObject[] => {
      if (!route) return [];
      const path = route.path !== undefined ? { path: route.path } : {};
      return route.index
        ? [{ id: route.id, index: true, ...path }]
        : [{ id: route.id, ...path, children: nodesUnder(route.id) }];
    });
  return nodesUnder(undefined);
}

/** The pattern of the page a path shows (`/l/:slug/:id`), or `page:unmatched` for a 404 page. */
function pagePatternOf(tree: RouteObject[], pathname: string): string {
  const matches = matchRoutes(tree, pathname);
  if (!matches || matches.length === 0) return 'page:unmatched';
  const pattern = matches
    .map((match) => match.route.path ?? '')
    .filter((path) => path !== '')
    .join('/')
    .replace(/\/+/g, '/');
  return pattern.startsWith('/') ? pattern : `/${pattern}`;
}

/** Paths whose page label is kept (the oldest goes first): the pages most asked for stay. */
const PAGE_LABELS_KEPT = 2000;

/**
 * Counts every answered request for GET /metrics, labelled with its route's pattern rather than
 * its path, so that the labels stay few: the API's and the platform's routes as Fastify knows them,
 * a page by the pattern of the React Router route it shows, `static` for the build's files and
 * `unmatched` for a path no route knows. Only requests that came over the network are counted, not
 * the pages' in-process calls to the API. Add it before any route.
 */
export function countRequests(app: FastifyInstance, metrics: PlatformMetrics) {
  let pageTree: RouteObject[] | undefined;
  // A page's label by its path: React Router flattens, ranks and compiles the whole route tree on
  // every match, which cost a cached page more CPU than serving it (about 1 ms of 3).
  const pageLabels = new Map<string, string>();
  const pageLabelOf = (tree: RouteObject[], pathname: string): string => {
    let label = pageLabels.get(pathname);
    if (label === undefined) {
      label = pagePatternOf(tree, pathname);
      if (pageLabels.size >= PAGE_LABELS_KEPT) pageLabels.delete(pageLabels.keys().next().value!);
      pageLabels.set(pathname, label);
    }
    return label;
  };
  const staticFiles = new WeakSet<FastifyRequest>();
  const routeOf = (request: FastifyRequest): string => {
    if (staticFiles.has(request)) return 'static';
    const url = request.routeOptions.url;
    if (url === undefined) return 'unmatched';
    if (url === '/*' && pageTree) return pageLabelOf(pageTree, request.url.split('?')[0] ?? '/');
    return url;
  };
  app.addHook('onResponse', async (request, reply) => {
    // The pages' own calls to the API (Fastify's inject, ADR 002) are work of the page counted.
    if (!(request.raw instanceof IncomingMessage)) return;
    metrics.observeRequest(
      { method: request.method, route: routeOf(request), status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  return {
    /** Pages are labelled by the routes of this build from now on. */
    labelPages(build: ServerBuild): void {
      pageTree = routeTreeOf(build);
      pageLabels.clear();
    },
    /** The request is for one of the build's static files. */
    markStatic(request: FastifyRequest): void {
      staticFiles.add(request);
    },
  };
}
