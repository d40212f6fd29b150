import type { ServerEnv } from './env.ts';

/**
 * Settings that boot fine but break the site in a way visitors see first: said once at startup,
 * so the operator reads the cause before the symptom.
 */
export function startupWarnings(
  env: Pick<ServerEnv, 'ROOT_URL' | 'TRUST_PROXY'> & Partial<Pick<ServerEnv, 'NODE_ENV'>>,
): string[] {
  const warnings: string[] = [];
  // `npm start` without NODE_ENV is the local demo; served under a public name it is a deployment
  // that forgot to say so, running on published secrets.
  const host = new URL(env.ROOT_URL).hostname;
  const local =
    host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host.startsWith('127.');
  if (env.NODE_ENV !== undefined && env.NODE_ENV !== 'production' && !local) {
    warnings.push(
      `ROOT_URL is ${env.ROOT_URL}, not this machine, but NODE_ENV is not production: the server runs as ` +
        'the local demo, with the development secrets and (unless SEED_DEMO_DATA=false) demo accounts ' +
        'whose password is published. Set NODE_ENV=production, CLIENT_SECRET and TOKEN_SECRET for a real deployment.',
    );
  }
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
