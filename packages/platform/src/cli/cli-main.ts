import { existsSync } from 'node:fs';
import { createContext } from '../app.ts';
import type { PlatformContext } from '../context.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { parsePlatformEnv } from '../env.ts';
import { AppError } from '../errors/app-error.ts';

/** What a command printed and its exit code (kept apart from the process for tests). */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A refusal's sentences, for the command line. */
export function describeCliError(error: unknown): string {
  if (error instanceof AppError) return error.details.map((d) => d.title ?? error.message).join('\n');
  return error instanceof Error ? error.message : String(error);
}

/**
 * The entry of a platform command-line tool: the environment (and `.env`) as the server reads it,
 * migrations applied, one command run against the database of DATABASE_URL, its output printed.
 */
export async function runCliMain(
  argv: string[],
  run: (ctx: PlatformContext, args: string[]) => Promise<CliResult>,
): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = parsePlatformEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const database = openDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(database.db);
    const result = await run(createContext(env, database), argv);
    if (result.stdout) process.stdout.write(result.stdout);
    if (result.stderr) process.stderr.write(`${result.stderr}\n`);
    return result.code;
  } finally {
    await database.destroy();
  }
}
