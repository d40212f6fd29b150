import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh opaque secret (256 bits, base64url) with a readable kind prefix. */
export function newOpaqueToken(prefix: string): string {
  return `${prefix}.${randomBytes(32).toString('base64url')}`;
}

/** What the database stores instead of a token: its SHA-256 (tokens are high-entropy, no salt needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** HMAC-SHA-256 signature, base64url. */
export function sign(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
