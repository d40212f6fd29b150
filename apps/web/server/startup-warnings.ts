import type { ServerEnv } from './env.ts';

/**
 * Settings that boot fine but break the site in a way visitors see first: said once at startup,
 * so the operator reads the cause before the symptom.
 */
export function startupWarnings(env: Pick<ServerEnv, 'ROOT_URL' | 'TRUST_PROXY'>): string[] {
  const warnings: string[] = [];
  // Mercato speaks plain HTTP, so an https ROOT_URL means a proxy terminates TLS in front of it.
  if (new URL(env.ROOT_URL).protocol === 'https:' && env.TRUST_PROXY === false) {
    warnings.push(
      'ROOT_URL is https:// but TRUST_PROXY is false: behind a proxy that terminates HTTPS every request ' +
        'looks like plain http, so every form post is refused and all visitors share the proxy’s per-IP ' +
        'limits. Set TRUST_PROXY=1 when the proxy is the only way in, or TRUST_PROXY=<the proxy’s address>.',
    );
  }
  return warnings;
}
