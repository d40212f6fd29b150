import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { MailPort } from '../../src/ports/mail.port.ts';
import type { PaymentsPort } from '../../src/ports/payments.port.ts';

/** Where a simulated crash happens: just before a payment call, or just after it returned. */
export type CrashPoint = 'before' | 'after';

/**
 * Payment steps and mail that fail on demand, around the real sandbox and outbox, and simulated
 * crashes: `crashAt` makes the next call of a payment method (or the moment before it) the last
 * thing the process does. The call never returns, so nothing after it runs (no database write, no
 * compensation, no answer), as with `kill -9`; the database keeps what was committed.
 */
export function paymentAndMailFaults() {
  const failing = new Set<string>();
  let crash: { method: string; point: CrashPoint; crashed: () => void } | null = null;
  let payments: PaymentsPort | undefined;
  const proxy = new Proxy({} as PaymentsPort, {
    get(_target, key: string) {
      if (!payments) throw new Error('payments not bound');
      const value = payments[key as keyof PaymentsPort];
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        if (failing.has(key)) throw new Error(`injected ${key} failure`);
        const dying = crash?.method === key ? crash : null;
        if (dying) crash = null;
        if (dying?.point === 'before') return dead(dying.crashed);
        const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(payments, args);
        return dying ? dead(dying.crashed) : result;
      };
    },
  });
  let mailFails = false;
  const mail: MailPort = {
    async send() {
      if (mailFails) throw new Error('injected mail failure');
    },
  };
  return {
    failing,
    proxy,
    /** Arms a crash at the next call of `method`; resolves once the process has "died" there. */
    crashAt: (method: keyof PaymentsPort, point: CrashPoint): Promise<void> =>
      new Promise((crashed) => {
        crash = { method, point, crashed };
      }),
    mail,
    setMailFails: (v: boolean) => {
      mailFails = v;
    },
    bind: (p: PaymentsPort) => {
      payments = p;
    },
  };
}

/** Reports the crash and never settles: the rest of the request is never run. */
function dead(crashed: () => void): Promise<never> {
  crashed();
  return new Promise<never>(() => undefined);
}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);

function firstTableOf(node: unknown): string | null {
  if (!node || typeof node !== 'object') return null;
  const n = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (n.kind === 'TableNode') return n.table?.identifier?.name ?? null;
  for (const value of Object.values(node)) {
    const found = Array.isArray(value)
      ? (value.map(firstTableOf).find((t) => t !== null) ?? null)
      : firstTableOf(value);
    if (found) return found;
  }
  return null;
}

/**
 * A Kysely plugin that makes one write to a table fail, as a database error would (after letting
 * `skip` earlier writes to it through), then lets everything pass again. `fired` tells whether
 * it did fail a write: a fault that never happened proves nothing.
 */
export class WriteFaults implements KyselyPlugin {
  private target: { table: string; skip: number } | null = null;
  fired = false;

  failNextWrite(table: string, skip = 0): void {
    this.target = { table, skip };
    this.fired = false;
  }

  clear(): void {
    this.target = null;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const target = this.target;
    if (target && WRITES.has(args.node.kind) && firstTableOf(args.node as OperationNode) === target.table) {
      if (target.skip > 0) target.skip -= 1;
      else {
        this.target = null;
        this.fired = true;
        throw new Error(`injected database failure writing ${target.table}`);
      }
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
