/** A YouTube video id is 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/** Hosts YouTube serves watch, short-link and embed addresses from. */
const YOUTUBE_URL_PATTERN =
  /^(?:https?:)?(?:\/\/)?(?:(?:www|m|music)\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)(\/[^?#]*)?(?:\?([^#]*))?(?:#.*)?$/i;

/** Path prefixes under which the next segment is the video id. */
const ID_PATH_PREFIXES = ['embed', 'v', 'e', 'shorts', 'live'];

function idOrUndefined(candidate: string | undefined): string | undefined {
  return candidate !== undefined && VIDEO_ID_PATTERN.test(candidate) ? candidate : undefined;
}

function queryParam(query: string | undefined, name: string): string | undefined {
  for (const pair of (query ?? '').split('&')) {
    const [key, value] = pair.split('=');
    if (key === name) return value;
  }
  return undefined;
}

/**
 * The video id of a YouTube address: watch?v=, youtu.be/, embed/, v/, e/, shorts/ and live/ forms
 * on www, m, music and youtube-nocookie hosts, with or without scheme. Undefined otherwise.
 */
export function extractYoutubeVideoId(url: string): string | undefined {
  const match = YOUTUBE_URL_PATTERN.exec(url.trim());
  if (!match) return undefined;
  const [, host = '', path = '/', query] = match;
  const segments = path.split('/').filter((segment) => segment !== '');
  if (host.toLowerCase() === 'youtu.be')
    return segments.length === 1 ? idOrUndefined(segments[0]) : undefined;
  if (segments.length === 1 && segments[0] === 'watch') return idOrUndefined(queryParam(query, 'v'));
  if (segments.length === 2 && ID_PATH_PREFIXES.includes(segments[0] ?? ''))
    return idOrUndefined(segments[1]);
  return undefined;
}

/** The canonical watch address of a video id. */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/** A YouTube address normalised to its watch URL, or null when it is not a YouTube video address. */
export function sanitizeYoutubeVideoUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = extractYoutubeVideoId(value);
  return id === undefined ? null : youtubeWatchUrl(id);
}

/** Whether a string is a YouTube video address (form validation of youtubeVideoUrl fields). */
export function isYoutubeVideoUrl(value: string): boolean {
  return extractYoutubeVideoId(value) !== undefined;
}
