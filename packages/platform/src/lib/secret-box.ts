import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets the platform must read back (an operator's two-factor key), kept sealed at rest with
// AES-256-GCM under a key derived from TOKEN_SECRET for one purpose: a copy of the database alone
// does not reveal them, and a sealed value altered in place does not open.

const VERSION = 'v1';

function keyOf(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'mercato secret box', purpose, 32));
}

/** `value` sealed for `purpose`: `v1.<iv>.<ciphertext>.<tag>`, base64url. */
export function sealSecret(secret: string, purpose: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const encrypted = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [VERSION, iv, encrypted, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** What `sealSecret` sealed for `purpose`, or null when the value was altered or sealed otherwise. */
export function openSecret(secret: string, purpose: string, sealed: string): string | null {
  const [version, iv, encrypted, tag] = sealed.split('.');
  if (version !== VERSION || !iv || encrypted === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
