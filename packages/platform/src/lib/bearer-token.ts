import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header carries `Bearer <token>` (compared in constant time: both sides
 * are hashed first, so neither their contents nor their lengths leak through timing).
 */
export function carriesBearerToken(authorization: string | undefined, token: string): boolean {
  const match = /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return false;
  const given = createHash('sha256').update(match[1]).digest();
  const expected = createHash('sha256').update(token).digest();
  return timingSafeEqual(given, expected);
}
