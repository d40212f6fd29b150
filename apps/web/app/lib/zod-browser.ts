// In the browser zod runs jitless. Its fast path compiles parsers with `new Function`, and merely
// probing for that (done when an object schema is created, as modules load) is reported as a
// Content-Security-Policy violation: our script-src allows no eval. Forms validate the same
// without it. root.tsx imports this first, and the page's inline module imports the root route
// before any other route, so this runs before any schema exists. The server keeps the fast path.
//
// zod keeps its global configuration on `globalThis.__zod_globalConfig` (what `config()` of
// zod/v4/core writes) and creates it only when absent: written here, pages without forms need not
// load zod at all just to set it.
if (typeof document !== 'undefined') {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
