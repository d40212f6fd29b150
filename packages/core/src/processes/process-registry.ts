import { DEFAULT_BOOKING_PROCESS } from './default-booking.ts';
import { DEFAULT_DOWNLOAD_PROCESS } from './default-download.ts';
import { DEFAULT_INQUIRY_PROCESS } from './default-inquiry.ts';
import { DEFAULT_NEGOTIATION_PROCESS } from './default-negotiation.ts';
import { DEFAULT_PURCHASE_PROCESS } from './default-purchase.ts';
import type { TransactionProcess } from './process-types.ts';

/** An alias such as `default-booking/release-1` pointing at one version of a process. */
export interface ProcessAliasEntry {
  /** Full alias as the API sends it in `processAlias`: `<process-name>/<alias-name>`. */
  alias: string;
  processName: string;
  version: number;
}

/** The deployed process versions and the aliases that point at them. */
export interface ProcessRegistry {
  processes: readonly TransactionProcess[];
  aliases: readonly ProcessAliasEntry[];
}

/** Splits `default-booking/release-1` into process and alias names; null when it is not an alias. */
export function parseProcessAlias(alias: string): { processName: string; aliasName: string } | null {
  const slash = alias.indexOf('/');
  if (slash <= 0 || slash === alias.length - 1) return null;
  return { processName: alias.slice(0, slash), aliasName: alias.slice(slash + 1) };
}

/** One exact version: an existing transaction keeps the version it started with. */
export function findProcessVersion(
  registry: ProcessRegistry,
  processName: string,
  version: number,
): TransactionProcess | undefined {
  return registry.processes.find((p) => p.name === processName && p.version === version);
}

/** The newest deployed version of a process, what a new alias would usually point at. */
export function findLatestProcessVersion(
  registry: ProcessRegistry,
  processName: string,
): TransactionProcess | undefined {
  return registry.processes
    .filter((p) => p.name === processName)
    .reduce<TransactionProcess | undefined>(
      (best, p) => (!best || p.version > best.version ? p : best),
      undefined,
    );
}

/** The process version an alias points at; undefined for an unknown alias or a dangling one. */
export function resolveProcessAlias(
  registry: ProcessRegistry,
  alias: string,
): TransactionProcess | undefined {
  const entry = registry.aliases.find((a) => a.alias === alias);
  return entry ? findProcessVersion(registry, entry.processName, entry.version) : undefined;
}

/** Every process shipped with the web template, version 1 each. */
export const DEFAULT_PROCESSES: readonly TransactionProcess[] = [
  DEFAULT_BOOKING_PROCESS,
  DEFAULT_PURCHASE_PROCESS,
  DEFAULT_INQUIRY_PROCESS,
  DEFAULT_NEGOTIATION_PROCESS,
  DEFAULT_DOWNLOAD_PROCESS,
];

/** The registry a fresh marketplace starts with: each default process aliased as `release-1`. */
export const DEFAULT_PROCESS_REGISTRY: ProcessRegistry = {
  processes: DEFAULT_PROCESSES,
  aliases: DEFAULT_PROCESSES.map((p) => ({
    alias: `${p.name}/release-1`,
    processName: p.name,
    version: p.version,
  })),
};
