import { parseEdn } from './edn-reader.ts';
import { type EdnMap, type EdnValue, ednKeyOf } from './edn-value.ts';
import { defaultNotificationName, deriveStates } from './process-builders.ts';
import type {
  ActionConfigValue,
  ActorRole,
  NotificationRecipient,
  PlainTimepoint,
  ProcessAction,
  ProcessNotification,
  ProcessTransition,
  TimeExpression,
  TransactionProcess,
} from './process-types.ts';
import { findProcessProblems } from './process-validation.ts';

/** A process file that reads as EDN but does not describe a usable process. */
export class ProcessFormatError extends Error {
  override name = 'ProcessFormatError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid process definition: ${problems.join('; ')}`);
  }
}

const fail = (where: string, message: string): never => {
  throw new ProcessFormatError([`${where}: ${message}`]);
};

const ACTOR_ROLES: readonly ActorRole[] = ['customer', 'provider', 'operator'];
const PLAIN_TIMEPOINTS: readonly PlainTimepoint[] = [
  'tx-initiated',
  'booking-start',
  'booking-end',
  'booking-display-start',
  'booking-display-end',
];

function asMap(value: EdnValue, where: string): EdnMap {
  return typeof value === 'object' && value !== null && value.kind === 'map'
    ? value
    : fail(where, 'expected a map');
}

function asItems(value: EdnValue, where: string): EdnValue[] {
  if (typeof value === 'object' && value !== null && (value.kind === 'vector' || value.kind === 'list')) {
    return value.items;
  }
  return fail(where, 'expected a vector');
}

/** The keyword's full name; with `namespace`, also checks it is `namespace/<something>`. */
function keywordName(value: EdnValue | undefined, where: string, namespace?: string): string {
  if (typeof value !== 'object' || value === null || value.kind !== 'keyword') {
    return fail(where, 'expected a keyword');
  }
  if (namespace && !value.name.startsWith(`${namespace}/`)) fail(where, `expected a :${namespace}/… keyword`);
  return value.name;
}

function keywordKey(key: EdnValue, where: string): string {
  return keywordName(key, `${where} key ${ednKeyOf(key)}`);
}

/** Map entries by keyword name, refusing keys the format does not define so typos are caught. */
function readFields(value: EdnValue, where: string, allowed: readonly string[]): Map<string, EdnValue> {
  const fields = new Map<string, EdnValue>();
  for (const [key, entry] of asMap(value, where).entries) {
    const name = keywordKey(key, where);
    if (!allowed.includes(name)) fail(where, `unknown key :${name}`);
    fields.set(name, entry);
  }
  return fields;
}

function required(fields: Map<string, EdnValue>, key: string, where: string): EdnValue {
  return fields.has(key) ? (fields.get(key) as EdnValue) : fail(where, `missing :${key}`);
}

function toConfigValue(value: EdnValue, where: string): ActionConfigValue {
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    typeof value === 'number'
  ) {
    return value;
  }
  if (typeof value === 'bigint') return value.toString();
  switch (value.kind) {
    case 'keyword':
    case 'symbol':
      return value.name;
    case 'char':
      return value.char;
    case 'vector':
    case 'list':
    case 'set':
      return value.items.map((item) => toConfigValue(item, where));
    case 'map':
      return Object.fromEntries(
        value.entries.map(([k, v]) => [
          typeof k === 'string' ? k : keywordKey(k, where),
          toConfigValue(v, where),
        ]),
      );
    case 'tagged':
      return fail(where, `tagged value #${value.tag} is not supported in :config`);
  }
}

function fnCall(value: EdnValue, where: string): { fn: string; args: EdnValue } {
  const entries = asMap(value, where).entries;
  const entry = entries[0];
  if (entries.length !== 1 || !entry)
    return fail(where, 'a time expression is a map with exactly one :fn/… key');
  return { fn: keywordName(entry[0], where, 'fn').slice('fn/'.length), args: entry[1] };
}

function readPeriod(value: EdnValue, where: string): string {
  const { fn, args } = fnCall(value, where);
  if (fn !== 'period') fail(where, `expected {:fn/period ["<ISO-8601>"]}, got :fn/${fn}`);
  // The reference docs show both `{:fn/period ["P1D"]}` and `{:fn/period "P1D"}`.
  const period = typeof args === 'string' ? args : asItems(args, where)[0];
  return typeof period === 'string' ? period : fail(where, 'a period is an ISO-8601 string');
}

function readTimepoint(args: EdnValue, where: string): TimeExpression {
  const [name, argument] = asItems(args, where);
  const timepoint = keywordName(name, where, 'time').slice('time/'.length);
  if ((PLAIN_TIMEPOINTS as readonly string[]).includes(timepoint)) {
    return { fn: 'timepoint', timepoint: timepoint as PlainTimepoint };
  }
  if (timepoint === 'first-entered-state' || timepoint === 'last-entered-state') {
    return { fn: 'timepoint', timepoint, state: keywordName(argument, where, 'state') };
  }
  if (timepoint === 'first-transitioned') {
    return { fn: 'timepoint', timepoint, transition: keywordName(argument, where, 'transition') };
  }
  return fail(where, `unknown timepoint :time/${timepoint}`);
}

/** Reads `{:fn/<name> [args]}` into a time expression tree. */
export function readTimeExpression(value: EdnValue, where: string): TimeExpression {
  const { fn, args } = fnCall(value, where);
  switch (fn) {
    case 'timepoint':
      return readTimepoint(args, where);
    case 'plus':
    case 'minus': {
      const [time, ...periods] = asItems(args, where);
      if (time === undefined || periods.length === 0)
        fail(where, `:fn/${fn} takes a time and one or more periods`);
      return {
        fn,
        time: readTimeExpression(time as EdnValue, where),
        periods: periods.map((p) => readPeriod(p, where)),
      };
    }
    case 'min':
      return { fn, times: asItems(args, where).map((t) => readTimeExpression(t, where)) };
    case 'ignore-if-past': {
      const [time] = asItems(args, where);
      return { fn, time: readTimeExpression(time ?? fail(where, ':fn/ignore-if-past takes a time'), where) };
    }
    default:
      return fail(where, `unknown time function :fn/${fn}`);
  }
}

function readActors(value: EdnValue, where: string): ActorRole[] {
  const items =
    typeof value === 'object' && value !== null && value.kind === 'keyword' ? [value] : asItems(value, where);
  return items.map((item) => {
    const role = keywordName(item, where, 'actor.role').slice('actor.role/'.length);
    return (ACTOR_ROLES as readonly string[]).includes(role)
      ? (role as ActorRole)
      : fail(where, `unknown role ${role}`);
  });
}

function readAction(value: EdnValue, where: string): ProcessAction {
  const fields = readFields(value, where, ['name', 'config']);
  const action: ProcessAction = { name: keywordName(required(fields, 'name', where), `${where} :name`) };
  const config = fields.get('config');
  if (config !== undefined && config !== null) {
    action.config = toConfigValue(asMap(config, `${where} :config`), where) as Record<
      string,
      ActionConfigValue
    >;
  }
  return action;
}

function readTransition(value: EdnValue, where: string): ProcessTransition {
  const fields = readFields(value, where, ['name', 'actor', 'privileged?', 'actions', 'from', 'to', 'at']);
  const privileged = fields.get('privileged?') ?? false;
  if (typeof privileged !== 'boolean') fail(where, ':privileged? must be true or false');
  const from = fields.get('from');
  const actor = fields.get('actor');
  const at = fields.get('at');
  return {
    name: keywordName(required(fields, 'name', where), `${where} :name`, 'transition'),
    actors: actor === undefined || actor === null ? [] : readActors(actor, `${where} :actor`),
    privileged: privileged as boolean,
    from: from === undefined || from === null ? null : keywordName(from, `${where} :from`, 'state'),
    to: keywordName(required(fields, 'to', where), `${where} :to`, 'state'),
    actions: asItems(fields.get('actions') ?? { kind: 'vector', items: [] }, `${where} :actions`).map(
      (a, i) => readAction(a, `${where} :actions[${i}]`),
    ),
    at: at === undefined || at === null ? null : readTimeExpression(at, `${where} :at`),
  };
}

function readNotification(value: EdnValue, where: string): ProcessNotification {
  const fields = readFields(value, where, ['name', 'on', 'to', 'template', 'at']);
  const on = keywordName(required(fields, 'on', where), `${where} :on`, 'transition');
  const to = keywordName(required(fields, 'to', where), `${where} :to`, 'actor.role').slice(
    'actor.role/'.length,
  );
  if (to !== 'customer' && to !== 'provider') fail(where, 'notifications go to the customer or the provider');
  const rawTemplate = required(fields, 'template', where);
  const template =
    typeof rawTemplate === 'string' ? rawTemplate : keywordName(rawTemplate, `${where} :template`);
  const name = fields.get('name');
  const at = fields.get('at');
  return {
    name:
      name === undefined
        ? defaultNotificationName(on, template)
        : keywordName(name, `${where} :name`, 'notification'),
    on,
    to: to as NotificationRecipient,
    template,
    at: at === undefined || at === null ? null : readTimeExpression(at, `${where} :at`),
  };
}

/**
 * Builds a process from already-read EDN without checking it as a whole (`findProcessProblems`
 * does): for a report of everything wrong with a file. The file holds no name or version (they
 * come from where it is deployed), so the caller supplies them.
 */
export function unvalidatedProcessFromEdn(
  value: EdnValue,
  identity: { name: string; version: number },
): TransactionProcess {
  const fields = readFields(value, 'process', ['format', 'transitions', 'notifications']);
  const format = keywordName(required(fields, 'format', 'process'), 'process :format');
  if (format !== 'v3') fail('process :format', `unsupported format :${format}, expected :v3`);
  const transitions = asItems(required(fields, 'transitions', 'process'), 'process :transitions').map(
    (t, i) => readTransition(t, `transitions[${i}]`),
  );
  const notifications = asItems(
    fields.get('notifications') ?? { kind: 'vector', items: [] },
    'process :notifications',
  ).map((n, i) => readNotification(n, `notifications[${i}]`));
  return {
    name: identity.name,
    version: identity.version,
    states: deriveStates(transitions),
    transitions,
    notifications,
  };
}

/** Builds a validated process from already-read EDN; the caller supplies name and version. */
export function processFromEdn(
  value: EdnValue,
  identity: { name: string; version: number },
): TransactionProcess {
  const process = unvalidatedProcessFromEdn(value, identity);
  const problems = findProcessProblems(process);
  if (problems.length > 0) throw new ProcessFormatError(problems);
  return process;
}

/** Parses the text of a Sharetribe `process.edn` into a validated process. */
export function parseProcessEdn(
  text: string,
  identity: { name: string; version: number },
): TransactionProcess {
  return processFromEdn(parseEdn(text), identity);
}
