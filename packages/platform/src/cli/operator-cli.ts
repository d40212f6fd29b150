import { OperatorRoleSchema } from '@mercato/core/contracts/operator';
import { EmailSchema } from '@mercato/core/validators/auth';
import type { PlatformContext } from '../context.ts';
import type { AuditActor } from '../features/operators/operator.ts';
import { resetTwoFactor } from '../features/operators/operator-two-factor.service.ts';
import {
  allOperators,
  createOperator,
  newPasswordLink,
  operatorByEmail,
} from '../features/operators/operators.service.ts';
import { type CliResult, describeCliError, runCliMain } from './cli-main.ts';

/**
 * `npm run operator -- <command>`: the marketplace's operators (issue #30, ADR 019), straight on the
 * database of DATABASE_URL. An operator sets their password through the one-time link printed
 * (valid 24 hours), then logs in to the console at /console.
 */
export const USAGE = `Usage: npm run operator -- <command>
  create <email> [--role admin|support]   a new operator (admin by default); prints their link to set a password
  link <email>                            a new link to set a password, for an operator who lost theirs
  list                                    every operator: email, role, whether a password is set
  reset-two-factor <email>                turns off an operator's two-factor codes (a lost phone); they set them up again`;

const CLI: AuditActor = { kind: 'system', name: 'cli' };

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
        return ok(
          `Created ${operator.role} operator ${operator.email}.\n` +
            `Their link to set a password (works once, for 24 hours):\n${passwordLink}\n` +
            `Then they log in to the console at ${ctx.env.ROOT_URL}/console\n`,
        );
      }
      case 'link': {
        if (!email) return fail(USAGE, 2);
        const link = await newPasswordLink(ctx, email, CLI);
        return ok(`A new link to set the password of ${email} (works once, for 24 hours):\n${link}\n`);
      }
      case 'reset-two-factor': {
        if (!email) return fail(USAGE, 2);
        const operator = await operatorByEmail(ctx, email);
        if (!operator) return fail(`${email} is not an operator of this marketplace`);
        if (!operator.twoFactor) return ok(`${operator.email} has no two-factor codes: nothing to reset.\n`);
        await resetTwoFactor(ctx, operator);
        return ok(
          `Two-factor codes of ${operator.email} are off. They log in with their password and may set them up again.\n`,
        );
      }
      case 'list': {
        const operators = await allOperators(ctx);
        if (operators.length === 0) return ok('No operators yet: npm run operator -- create <email>\n');
        return ok(
          operators
            .map(
              (o) =>
                `${o.email}  ${o.role.padEnd(7)}  ${o.hasPassword ? 'password set' : 'waiting for their link'}${o.twoFactor ? '  two-factor' : ''}${o.disabled ? '  disabled' : ''}`,
            )
            .join('\n')
            .concat('\n'),
        );
      }
      default:
        return fail(USAGE, 2);
    }
  } catch (error) {
    return fail(`Refused: ${describeCliError(error)}\nNothing changed.`);
  }
}

/** The CLI's entry (`runCliMain`: environment, migrations, the database of DATABASE_URL). */
export function main(argv: string[]): Promise<number> {
  return runCliMain(argv, runOperatorCommand);
}
