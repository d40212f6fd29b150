// First-load JavaScript of each page, read from the build's own manifest (what React Router puts
// in the page as modulepreload and script tags): the client entry and its imports, then the
// module and imports of every route from the root down to the page's route. Sizes are gzip level
// 9, as the precompressed files the server sends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Route ids a visitor can land on (leaf routes with a component), with their parent chain. */
function chainOf(routes, id) {
  const chain = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined)
    chain.unshift(route);
  return chain;
}

/**
 * One row per page route: its id, how many JS files a first visit loads (and which: `urls`) and
 * their gzip bytes.
 * `gzip` is zlib's gzipSync (passed in so this file stays free of Node-only imports at the top).
 */
export async function firstLoadOf(buildDir, gzip) {
  const build = await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href);
  const { assets } = build;
  const routes = assets.routes;
  const parents = new Set(
    Object.values(routes)
      .map((r) => r.parentId)
      .filter(Boolean),
  );
  const sizes = new Map();
  const sizeOf = (url) => {
    if (!sizes.has(url)) {
      const file = readFileSync(join(buildDir, 'client', url.replace(/^\//, '')));
      sizes.set(url, gzip(file, { level: 9 }).length);
    }
    return sizes.get(url);
  };
  const rows = [];
  for (const route of Object.values(routes)) {
    if (parents.has(route.id) || !route.hasDefaultExport) continue;
    const files = new Set([assets.entry.module, ...assets.entry.imports]);
    for (const r of chainOf(routes, route.id)) {
      files.add(r.module);
      for (const i of r.imports ?? []) files.add(i);
    }
    let jsGzip = 0;
    for (const f of files) jsGzip += sizeOf(f);
    rows.push({ route: route.id, path: `/${route.path ?? ''}`, files: files.size, urls: [...files], jsGzip });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}
