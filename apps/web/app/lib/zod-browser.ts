import { config } from 'zod/v4/core';

// In the browser zod runs jitless. Its fast path compiles parsers with `new Function`, and merely
// probing for that (done when an object schema is created, as modules load) is reported as a
// Content-Security-Policy violation: our script-src allows no eval. Forms validate the same
// without it. root.tsx imports this first, and the page's inline module imports the root route
// before any other route, so this runs before any schema exists. The server keeps the fast path.
if (typeof document !== 'undefined') config({ jitless: true });
