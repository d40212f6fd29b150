import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PlatformEnv } from '../../env.ts';

/**
 * Short-lived signed URLs for a file's bytes (issue #29), the way the Marketplace API hands out
 * its storage's URLs: the upload URL takes one `PUT` of the bytes without the user's token, the
 * download URL one `GET`. `${ROOT_URL}/files/<fileId>/upload/<expires>-<signature>` and
 * `…/download/<expires>-<signature>/<name>`; the signature is an HMAC of the purpose, the file
 * and the expiry, with a key of its own derived from `TOKEN_SECRET`. Kept behind this module, so
 * that storage which signs its own URLs (S3) can take its place.
 */
export interface FileUrls {
  uploadUrl(fileId: string, expiresAt: Date): string;
  downloadUrl(fileId: string, name: string, expiresAt: Date): string;
  /** Whether a URL's `<expires>-<signature>` is this file's, for this purpose, and not expired. */
  check(
    purpose: 'upload' | 'download',
    fileId: string,
    signed: string,
    now: Date,
  ): 'ok' | 'expired' | 'forged';
}

/** How long a signed URL works: long enough to start a large upload, short enough to be useless later. */
export const FILE_URL_LIFETIME_MS = 15 * 60_000;

const SIGNED = /^([0-9]{10,13})-([0-9a-f]{32})$/;

export function createFileUrls(env: Pick<PlatformEnv, 'ROOT_URL' | 'TOKEN_SECRET'>): FileUrls {
  const base = env.ROOT_URL.replace(/\/+$/, '');
  const key = createHmac('sha256', env.TOKEN_SECRET).update('mercato/file-urls/v1').digest();
  const sign = (purpose: string, fileId: string, expires: string) =>
    createHmac('sha256', key).update(`${purpose}/${fileId}/${expires}`).digest('hex').slice(0, 32);
  const signed = (purpose: string, fileId: string, expiresAt: Date) => {
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    return `${expires}-${sign(purpose, fileId, expires)}`;
  };
  return {
    uploadUrl: (fileId, expiresAt) => `${base}/files/${fileId}/upload/${signed('upload', fileId, expiresAt)}`,
    downloadUrl: (fileId, name, expiresAt) =>
      `${base}/files/${fileId}/download/${signed('download', fileId, expiresAt)}/${encodeURIComponent(name)}`,
    check(purpose, fileId, given, now) {
      const match = SIGNED.exec(given);
      if (!match) return 'forged';
      const [, expires = '', signature = ''] = match;
      const expected = Buffer.from(sign(purpose, fileId, expires));
      if (!timingSafeEqual(Buffer.from(signature), expected)) return 'forged';
      return Number(expires) * 1000 > now.getTime() ? 'ok' : 'expired';
    },
  };
}
