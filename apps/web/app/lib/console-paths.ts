/** Where the operator's console lives (ADR 019): its pages, and the only path its cookie is sent to. */
export const CONSOLE_PATH = '/console';

/** Whether a path is the console's (`/console` and below). */
export function isConsolePath(path: string): boolean {
  return path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`);
}

/**
 * The `handle` of the console's routes: the root then draws the console's own frame instead of the
 * marketplace's top bar and footer, and loads nothing of a marketplace user's.
 */
export const CONSOLE_PAGE = { console: true } as const;

/** Whether a route's handle marks a console page. */
export function isConsoleHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { console?: unknown }).console === true;
}
