/**
 * Where a preview of a document opens: the page that shows it (a content page's own address, the
 * landing page for the rest, which the configuration, texts and footer all show), or `to` when it
 * is a path of this site outside the console.
 */
export function previewTargetOf(documentPath: string, to?: string | null): string {
  if (to && /^\/(?![/\\])/.test(to) && !/^\/console(\/|$|\?)/.test(to)) return to;
  const page = /^\/content\/pages\/([A-Za-z0-9_-]+)\.json$/.exec(documentPath)?.[1];
  if (!page || page === 'landing-page') return '/';
  if (page === 'terms-of-service' || page === 'privacy-policy') return `/${page}`;
  return `/p/${page}`;
}
