import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and the browser's first render, true once the page is hydrated: what
 * only works with scripts (filtering a select, revealing a field) waits for it, so a page without
 * scripts keeps every choice.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
