/**
 * The response header by which the page renderer marks a page the server may keep
 * (`app/entry.server.tsx` → `server/page-cache.ts`); the server takes it off before sending.
 */
export const PAGE_CACHE_HEADER = 'x-mercato-page-cache';
