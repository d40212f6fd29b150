import { existsSync } from 'node:fs';
import { type PlatformEnv, parsePlatformEnv } from '@mercato/platform/env';

/** Environment of the single-process server (the platform's plus nothing web-only yet). */
export type ServerEnv = PlatformEnv;

/** Loads `.env` when present (never overriding real env vars) and validates everything at boot. */
export function loadServerEnv(cwd = process.cwd()): ServerEnv {
  const file = `${cwd}/.env`;
  if (existsSync(file)) process.loadEnvFile(file);
  return parsePlatformEnv(process.env);
}
