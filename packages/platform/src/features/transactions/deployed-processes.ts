import {
  DEFAULT_PROCESS_REGISTRY,
  findProcessVersion,
  resolveProcessAlias,
} from '@mercato/core/processes/process-registry';
import type { TransactionProcess } from '@mercato/core/processes/process-types';
import { AppError } from '../../errors/app-error.ts';
import type { Transaction } from './transaction.ts';

/** The registry of deployed processes (the defaults until processes can be deployed). */
const registry = DEFAULT_PROCESS_REGISTRY;

/** The process an alias names, or undefined for an alias no deployed process has. */
export function findProcessOfAlias(alias: string): TransactionProcess | undefined {
  return resolveProcessAlias(registry, alias);
}

/** The process an alias names, or 400 for an unknown alias. */
export function processOfAlias(alias: string): TransactionProcess {
  const process = resolveProcessAlias(registry, alias);
  if (!process) {
    throw new AppError('validation-invalid-params', `Unknown process alias: ${alias}`, {
      source: { path: ['processAlias'], type: 'body' },
    });
  }
  return process;
}

/** The process version a transaction runs on. */
export function processOfTransaction(
  tx: Pick<Transaction, 'processName' | 'processVersion'>,
): TransactionProcess {
  const process = findProcessVersion(registry, tx.processName, tx.processVersion);
  // A stored transaction whose process is gone is a deployment error, not the caller's.
  if (!process) throw new Error(`Process ${tx.processName} v${tx.processVersion} is not deployed`);
  return process;
}
