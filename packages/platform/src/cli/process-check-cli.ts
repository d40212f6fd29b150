import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { EdnSyntaxError, parseEdn } from '@mercato/core/processes/edn-reader';
import { ProcessFormatError, unvalidatedProcessFromEdn } from '@mercato/core/processes/process-edn';
import type { ProcessTransition, TransactionProcess } from '@mercato/core/processes/process-types';
import { findProcessProblems } from '@mercato/core/processes/process-validation';
import { TRANSACTION_ACTIONS } from '../features/transactions/actions/registry.ts';

/**
 * `npm run process:check -- <path/to/process.edn>`: reads a Sharetribe process file and says whether
 * Mercato can run it — its states and transitions, the actions the transaction engine does not
 * implement, and what else is wrong with it. Exit code 0: it can; 1: it cannot; 2: the file could
 * not be read as a process.
 */
export const USAGE = `Usage: npm run process:check -- <path/to/process.edn>
Reads a Sharetribe process.edn and tells whether Mercato's transaction engine can run it.`;

/** What a check printed and its exit code (kept apart from the process for tests). */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The process's name: its folder's, as Sharetribe keeps `<name>/process.edn`, else the file's. */
function processNameOf(path: string): string {
  const file = basename(path);
  return file === 'process.edn' ? basename(dirname(resolve(path))) : file.replace(/\.edn$/, '');
}

/** `n` and the noun, plural unless one. */
const countOf = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function describeTransition(t: ProcessTransition): string {
  const who =
    t.actors.length > 0
      ? `by the ${t.actors.join(' or the ')}${t.privileged ? ' (privileged)' : ''}`
      : 'automatically at its :at time';
  const actions = t.actions.length > 0 ? t.actions.map((a) => a.name).join(', ') : 'no actions';
  return `  ${t.name}: ${t.from ?? '(start)'} → ${t.to}, ${who}; ${actions}`;
}

/** Actions the engine does not implement, each with the transitions that name it. */
function unsupportedActions(process: TransactionProcess): Map<string, string[]> {
  const missing = new Map<string, string[]>();
  for (const t of process.transitions) {
    for (const action of t.actions) {
      if (TRANSACTION_ACTIONS.has(action.name)) continue;
      const users = missing.get(action.name) ?? [];
      if (!users.includes(t.name)) users.push(t.name);
      missing.set(action.name, users);
    }
  }
  return missing;
}

/** The report of one process file's text; `label` names the file in it. */
export function checkProcessText(text: string, name: string, label: string): CliResult {
  let process: TransactionProcess;
  try {
    process = unvalidatedProcessFromEdn(parseEdn(text), { name, version: 1 });
  } catch (error) {
    if (error instanceof EdnSyntaxError) {
      return { code: 2, stdout: '', stderr: `${label} is not valid EDN: ${error.message}` };
    }
    if (error instanceof ProcessFormatError) {
      const problems = error.problems.join('\n  ');
      return { code: 2, stdout: '', stderr: `${label} is not a process Mercato can read:\n  ${problems}` };
    }
    throw error;
  }
  const missing = unsupportedActions(process);
  const problems = findProcessProblems(process);
  const runnable = missing.size === 0 && problems.length === 0;
  const lines = [
    `${name} (${label}): Mercato ${runnable ? 'can' : 'cannot'} run this process.`,
    '',
    `${countOf(process.states.length, 'state')}: ${process.states.join(', ')}`,
    `${countOf(process.transitions.length, 'transition')}:`,
    ...process.transitions.map(describeTransition),
    `${countOf(process.notifications.length, 'notification')}.`,
    '',
  ];
  if (missing.size === 0) {
    lines.push('Every action it uses is one the transaction engine carries out.');
  } else {
    lines.push(`Actions the transaction engine does not implement (${missing.size}):`);
    for (const [action, transitions] of missing) lines.push(`  ${action}, in ${transitions.join(', ')}`);
  }
  if (problems.length > 0) {
    lines.push(`Problems with the process (${problems.length}):`, ...problems.map((p) => `  ${p}`));
  }
  return { code: runnable ? 0 : 1, stdout: `${lines.join('\n')}\n`, stderr: '' };
}

/** Runs the check on the file the arguments name; a relative path is taken from `cwd`. */
export function runProcessCheck(args: string[], cwd: string): CliResult {
  const [path, ...rest] = args;
  if (!path || rest.length > 0 || path.startsWith('-')) return { code: 2, stdout: '', stderr: USAGE };
  let text: string;
  try {
    text = readFileSync(resolve(cwd, path), 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { code: 2, stdout: '', stderr: `Cannot read ${path}: ${reason}` };
  }
  return checkProcessText(text, processNameOf(path), path);
}

/** The CLI's entry: `npm run` moves to the repository root, so a relative path is the caller's. */
export function main(argv: string[]): number {
  const result = runProcessCheck(argv, process.env.INIT_CWD ?? process.cwd());
  if (result.stdout) process.stdout.write(result.stdout);
  if (result.stderr) process.stderr.write(`${result.stderr}\n`);
  return result.code;
}
