import { existsSync } from 'node:fs';
import { type PlatformEnv, parsePlatformEnv } from '@mercato/platform/env';

/** Environment of the single-process server (the platform's plus nothing web-only yet). */
export type ServerEnv = PlatformEnv;

/**
 * Loads `.env` when present (never overriding real env vars) and validates everything at boot.
 * `deployment` is the NODE_ENV the operator gave (see `npm start`), which may differ from the
 * process's own; undefined means none was given (the local demo).
 */
export function loadServerEnv(options: { cwd?: string; deployment?: string | undefined } = {}): ServerEnv {
  const file = `${options.cwd ?? process.cwd()}/.env`;
  if (existsSync(file)) process.loadEnvFile(file);
  const deployment = 'deployment' in options ? options.deployment : process.env.NODE_ENV;
  return parsePlatformEnv({ ...process.env, NODE_ENV: deployment });
}
