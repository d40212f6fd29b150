/**
 * Paths of the hosted asset tree (api notes §9). A path is absolute (`/content/translations.json`),
 * made of segments of letters, digits, `-`, `_` and `.` (never `.` or `..` alone), and names a JSON
 * document. The wire accepts them with or without the leading slash.
 */

/** Longest asset path we accept (the real service has a similar cap). */
export const MAX_ASSET_PATH_LENGTH = 200;

/** How many assets one multi-asset request may ask for. */
export const MAX_ASSETS_PER_REQUEST = 50;

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** Why a path is refused, or undefined when it is a valid asset path. */
export function assetPathProblem(path: string): string | undefined {
  const bare = path.startsWith('/') ? path.slice(1) : path;
  if (bare.length === 0) return 'asset path is empty';
  if (bare.length > MAX_ASSET_PATH_LENGTH)
    return `asset path is longer than ${MAX_ASSET_PATH_LENGTH} characters`;
  if (!bare.endsWith('.json')) return 'asset path must name a .json document';
  const segments = bare.split('/');
  if (segments.some((segment) => !SEGMENT.test(segment) || segment === '..')) {
    return 'asset path segments may contain only letters, digits, "-", "_" and "." and must not be empty';
  }
  return undefined;
}

/** The absolute form of a valid path (`content/a.json` → `/content/a.json`). */
export function absoluteAssetPath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** Parses a directory prefix of the multi-asset form: `''` or `content/` or `content/pages/`. */
export function assetDirectoryProblem(prefix: string): string | undefined {
  if (prefix === '') return undefined;
  if (!prefix.endsWith('/')) return 'a multi-asset request names a directory ending in "/"';
  const segments = prefix.slice(0, -1).split('/');
  if (segments.some((segment) => !SEGMENT.test(segment) || segment === '..')) {
    return 'asset directory segments may contain only letters, digits, "-", "_" and "."';
  }
  return undefined;
}

/**
 * The absolute paths of a multi-asset request: the directory (`content/`, or `''` for the root)
 * joined with each name of the comma-separated `assets` parameter (`footer.json,top-bar.json`).
 */
export function multiAssetPaths(
  directory: string,
  assets: string,
): { ok: true; paths: string[] } | { ok: false; message: string } {
  const directoryProblem = assetDirectoryProblem(directory);
  if (directoryProblem) return { ok: false, message: directoryProblem };
  const names = assets
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  if (names.length === 0) return { ok: false, message: 'assets must name at least one asset' };
  if (names.length > MAX_ASSETS_PER_REQUEST) {
    return { ok: false, message: `at most ${MAX_ASSETS_PER_REQUEST} assets per request` };
  }
  const paths: string[] = [];
  for (const name of names) {
    if (name.startsWith('/'))
      return { ok: false, message: `asset names are relative to the directory: ${name}` };
    const path = `/${directory}${name}`;
    const problem = assetPathProblem(path);
    if (problem) return { ok: false, message: `${problem}: ${path}` };
    if (!paths.includes(path)) paths.push(path);
  }
  return { ok: true, paths };
}
