import type { ServerEnv } from './env.ts';

/**
 * What this process runs: web + API + job worker, web + API only, the job worker only, or `setup`:
 * migrate the database (and seed the local demo's data), then exit.
 */
export type ServerRole = ServerEnv['ROLE'];

const ROLES: readonly ServerRole[] = ['all', 'web', 'worker', 'setup'];

function parseRole(value: string): ServerRole {
  const role = ROLES.find((r) => r === value);
  if (!role) throw new Error(`--role must be one of ${ROLES.join(', ')} (got ${JSON.stringify(value)})`);
  return role;
}

/** The role given as `--role <role>` or `--role=<role>` on the command line, else ROLE's (default `all`). */
export function serverRoleOf(argv: readonly string[], envRole: ServerRole): ServerRole {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--role=')) return parseRole(arg.slice('--role='.length));
    if (arg === '--role') return parseRole(argv[i + 1] ?? '');
  }
  return envRole;
}
