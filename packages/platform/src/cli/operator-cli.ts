import { existsSync } from 'node:fs';
import { OperatorRoleSchema } from '@mercato/core/contracts/operator';
import { EmailSchema } from '@mercato/core/validators/auth';
import { createContext } from '../app.ts';
import type { PlatformContext } from '../context.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { parsePlatformEnv } from '../env.ts';
import { AppError } from '../errors/app-error.ts';
import type { AuditActor } from '../features/operators/operator.ts';
import { allOperators, createOperator, newPasswordLink } from '../features/operators/operators.service.ts';

/**
 * `npm run operator -- <command>`: the marketplace's operators (issue #30, ADR 019), straight on the
 * database of DATABASE_URL. An operator sets their password through the one-time link printed
 * (valid 24 hours), then logs in to the console at /console.
 */
export const USAGE = `Usage: npm run operator -- <command>
  create <email> [--role admin|support]   a new operator (admin by default); prints their link to set a password
  link <email>                            a new link to set a password, for an operator who lost theirs
  list                                    every operator: email, role, whether a password is set`;

const CLI: AuditActor = { kind: 'system', name: 'cli' };

/** What a command printed and its exit code (kept apart from the process for tests). */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function describeError(error: unknown): string {
  if (error instanceof AppError) return error.details.map((d) => d.title ?? error.message).join('\n');
  return error instanceof Error ? error.message : String(error);
}

/** Runs one command against a platform context. */
export async function runOperatorCommand(ctx: PlatformContext, args: string[]): Promise<CliResult> {
  const [command, email] = args;
  const ok = (stdout: string): CliResult => ({ code: 0, stdout, stderr: '' });
  const fail = (stderr: string, code = 1): CliResult => ({ code, stdout: '', stderr });
  try {
    switch (command) {
      case 'create': {
        const parsedEmail = EmailSchema.safeParse(email ?? '');
        if (!parsedEmail.success) return fail(`${email ? `${email}: not an email address` : USAGE}`, 2);
        const roleIndex = args.indexOf('--role');
        const role = OperatorRoleSchema.safeParse(roleIndex >= 0 ? args[roleIndex + 1] : 'admin');
        if (!role.success) return fail('--role must be admin or support', 2);
        const { operator, passwordLink } = await createOperator(
          ctx,
          { email: parsedEmail.data, role: role.data },
          CLI,
        );
        const token = new URL(passwordLink).searchParams.get('token') ?? '';
        return ok(
          `Created ${operator.role} operator ${operator.email}.\n` +
            `Their link to set a password (works once, for 24 hours):\n${passwordLink}\n` +
            // The console's pages are not built yet (ADR 019): the admin API takes the same token.
            `Until the console's pages exist, set it through the admin API:\n` +
            `curl -X POST ${ctx.env.ROOT_URL}/v1/admin/operator_passwords/set -H 'content-type: application/json' ` +
            `-d '{"token":"${token}","password":"<at least 8 characters>"}'\n`,
        );
      }
      case 'link': {
        if (!email) return fail(USAGE, 2);
        const link = await newPasswordLink(ctx, email, CLI);
        return ok(`A new link to set the password of ${email} (works once, for 24 hours):\n${link}\n`);
      }
      case 'list': {
        const operators = await allOperators(ctx);
        if (operators.length === 0) return ok('No operators yet: npm run operator -- create <email>\n');
        return ok(
          operators
            .map(
              (o) =>
                `${o.email}  ${o.role.padEnd(7)}  ${o.hasPassword ? 'password set' : 'waiting for their link'}${o.disabled ? '  disabled' : ''}`,
            )
            .join('\n')
            .concat('\n'),
        );
      }
      default:
        return fail(USAGE, 2);
    }
  } catch (error) {
    return fail(`Refused: ${describeError(error)}\nNothing changed.`);
  }
}

/** The CLI's entry: environment (and `.env`) as the server reads it, migrations applied. */
export async function main(argv: string[]): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = parsePlatformEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const database = openDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(database.db);
    const result = await runOperatorCommand(createContext(env, database), argv);
    if (result.stdout) process.stdout.write(result.stdout);
    if (result.stderr) process.stderr.write(`${result.stderr}\n`);
    return result.code;
  } finally {
    await database.destroy();
  }
}
