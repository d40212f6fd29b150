import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { completeOnboarding, connectRoutes, requireMore } from './connect-accounts.ts';
import { customerRoutes } from './customers.ts';
import type { DoubleRoute } from './double-route.ts';
import { DoubleState, newStripeId, type StripeEvent, type StripeObject } from './double-state.ts';
import { expandObject } from './expand.ts';
import { type FaultKind, FaultPlanner } from './faults.ts';
import { parseStripeForm } from './form-body.ts';
import { IdempotencyStore, type StoredAnswer } from './idempotency.ts';
import { moneyRoutes } from './money-movements.ts';
import { completeAuthentication, paymentIntentRoutes } from './payment-intents.ts';
import { paymentMethodRoutes } from './payment-methods.ts';
import { completeSetupAuthentication, setupIntentRoutes } from './setup-intents.ts';
import { apiError, authenticationError, StripeDoubleError } from './stripe-errors.ts';
import { type SignedWebhook, signWebhook, WebhookSender } from './webhooks.ts';

const ROUTES: DoubleRoute[] = [
  ...paymentIntentRoutes,
  ...setupIntentRoutes,
  ...paymentMethodRoutes,
  ...customerRoutes,
  ...connectRoutes,
  ...moneyRoutes,
];

/** One call the double answered, for assertions on what the adapter sent. */
export interface DoubleCall {
  endpoint: string;
  method: string;
  path: string;
  idempotencyKey: string | null;
  account: string | null;
  body: Record<string, unknown>;
  /** The status of the endpoint's answer (a replayed or lost one's too); 500 when a fault came first. */
  status: number;
  replayed: boolean;
  /** The endpoint ran for this call (not a replay, not failed before it began). */
  executed: boolean;
  /** The client got the answer: false when a fault lost it. */
  answered: boolean;
}

export interface StripeDoubleOptions {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Where events are posted, signed; can be set later with `setWebhookUrl`. */
  webhookUrl?: string;
  /** The double's clock (`created`, webhook timestamps); the system clock by default. */
  clock?: () => Date;
}

/** A Stripe API stand-in on 127.0.0.1 for the official SDK (`host`/`port`/`protocol`). */
export interface StripeDouble {
  /** `http://127.0.0.1:<port>`: the value of `STRIPE_API_BASE`. */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  readonly calls: DoubleCall[];
  readonly events: StripeEvent[];
  /** Fails the next call(s) of an endpoint (`payment_intents.capture`) with a fault. */
  failNext(endpoint: string, kind: FaultKind, options?: { after?: boolean; times?: number }): void;
  /** Forgets every planned fault not yet used. */
  clearFaults(): void;
  /** An object as the double holds it now (no copy). */
  object(id: string): StripeObject | undefined;
  /** Every object of a kind (`payment_intent`, `payout`…), oldest first. */
  objectsOf(kind: string): StripeObject[];
  /** Available balance of an account (`platform` or `acct_…`) in a currency. */
  balance(account: string, currency: string): number;
  /** Funds of an account not available yet (see `holdFunds`). */
  pending(account: string, currency: string): number;
  /**
   * From now on, money transferred to connected accounts is pending (as live Stripe holds a
   * charge's funds for days) until `releaseFunds`; payouts of it are refused meanwhile.
   */
  holdFunds(held: boolean): void;
  /** Stripe's holding period ends: every pending amount becomes available. */
  releaseFunds(): void;
  /** The customer passes or fails 3-D Secure for a PaymentIntent or SetupIntent in `requires_action`. */
  authenticate(intentId: string, passed: boolean): StripeObject;
  /** The provider completes hosted onboarding: the account can charge and be paid out. */
  completeOnboarding(accountId: string): StripeObject;
  /** Stripe asks the account for more information: charges and payouts stop. */
  requireMore(accountId: string, fields: string[]): StripeObject;
  setWebhookUrl(url: string | null): void;
  /** Signs any payload as Stripe would (tests forge, replay and age deliveries with it). */
  sign(event: object, options?: { timestamp?: number; secret?: string }): SignedWebhook;
  /** Waits until every event so far was delivered to the webhook endpoint. */
  flushWebhooks(): Promise<void>;
  readonly deliveries: WebhookSender['deliveries'];
  close(): Promise<void>;
}

function match(route: DoubleRoute, method: string, path: string): Record<string, string> | undefined {
  if (route.method !== method) return undefined;
  const want = route.path.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] as string;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(got[i] as string);
    else if (segment !== got[i]) return undefined;
  }
  return params;
}

/** Literal paths first, so `/v1/payment_intents/search` is not read as an intent id. */
function findRoute(method: string, path: string) {
  const ordered = [...ROUTES].sort((a, b) => a.path.split(':').length - b.path.split(':').length);
  for (const route of ordered) {
    const params = match(route, method, path);
    if (params) return { route, params };
  }
  return undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the double on a free loopback port. */
export async function startStripeDouble(options: StripeDoubleOptions = {}): Promise<StripeDouble> {
  const secretKey = options.secretKey ?? `sk_test_double_${newStripeId('k').slice(2)}`;
  const publishableKey = options.publishableKey ?? `pk_test_double_${newStripeId('k').slice(2)}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${newStripeId('w').slice(2)}`;
  const clock = options.clock ?? (() => new Date());
  let url = '';
  const state = new DoubleState(clock, () => url);
  const faults = new FaultPlanner();
  const idempotency = new IdempotencyStore();
  const webhooks = new WebhookSender(webhookSecret, () => state.now());
  webhooks.url = options.webhookUrl ?? null;
  state.onEvent = (event) => webhooks.send(event);
  const calls: DoubleCall[] = [];
  const sockets = new Set<Socket>();

  function send(response: ServerResponse, answer: StoredAnswer, headers: Record<string, string> = {}) {
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': newStripeId('req'),
      'stripe-version': '2026-10-28.endive',
      ...headers,
    });
    response.end(JSON.stringify(answer.body));
  }

  function run(
    route: DoubleRoute,
    request: Parameters<DoubleRoute['handle']>[0],
    expand: string[],
  ): StoredAnswer {
    try {
      const body = route.handle(request, state);
      return { status: 200, body: expandObject(state, body, expand) };
    } catch (error) {
      if (error instanceof StripeDoubleError) return { status: error.status, body: error.body };
      return { status: 500, body: apiError().body };
    }
  }

  /** The double's own pages: the bank's 3-D Secure page and Stripe's hosted onboarding. */
  function handleHelperPage(request: IncomingMessage, response: ServerResponse, target: URL): boolean {
    const authenticate = /^\/_double\/authenticate\/([\w]+)$/.exec(target.pathname);
    const connect = /^\/_double\/connect\/([\w]+)$/.exec(target.pathname);
    if (!authenticate && !connect) return false;
    const outcome = target.searchParams.get('outcome') ?? 'pass';
    let redirect: string | null = null;
    try {
      if (authenticate) {
        const id = authenticate[1] as string;
        const passed = outcome !== 'fail';
        const intent = id.startsWith('seti_')
          ? completeSetupAuthentication(state, id, passed)
          : completeAuthentication(state, id, passed);
        redirect = target.searchParams.get('return_url');
        if (redirect) {
          const back = new URL(redirect);
          back.searchParams.set(id.startsWith('seti_') ? 'setup_intent' : 'payment_intent', intent.id);
          back.searchParams.set(
            id.startsWith('seti_') ? 'setup_intent_client_secret' : 'payment_intent_client_secret',
            String(intent.client_secret),
          );
          redirect = back.href;
        } else {
          send(response, { status: 200, body: intent });
          return true;
        }
      } else {
        const account = target.searchParams.get('account') ?? '';
        if (outcome === 'refresh') redirect = target.searchParams.get('refresh_url');
        else {
          completeOnboarding(state, account);
          redirect = target.searchParams.get('return_url');
        }
      }
    } catch (error) {
      if (error instanceof StripeDoubleError) send(response, { status: error.status, body: error.body });
      else send(response, { status: 500, body: apiError().body });
      return true;
    }
    response.writeHead(302, { location: redirect ?? '/' });
    response.end();
    void request;
    return true;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const target = new URL(request.url ?? '/', 'http://127.0.0.1');
    const text = method === 'POST' ? await readBody(request) : target.search.slice(1);
    if (handleHelperPage(request, response, target)) return;
    const found = findRoute(method, target.pathname);
    if (!found) {
      send(response, {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${method}: ${target.pathname}).`,
          },
        },
      });
      return;
    }
    const { route, params } = found;
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const publishable = bearer === publishableKey;
    if (bearer !== secretKey && !(publishable && route.publishable)) {
      const error = authenticationError(
        bearer ? `Invalid API Key provided: ${bearer.slice(0, 8)}***` : 'You did not provide an API key.',
      );
      send(response, { status: error.status, body: error.body });
      return;
    }
    const account = (request.headers['stripe-account'] as string | undefined) ?? null;
    const key =
      method === 'POST' ? ((request.headers['idempotency-key'] as string | undefined) ?? null) : null;
    const body = parseStripeForm(text);
    const record = (status: number, replayed: boolean, executed: boolean, answered: boolean) =>
      calls.push({
        endpoint: route.name,
        method,
        path: target.pathname,
        idempotencyKey: key,
        account,
        body,
        status,
        replayed,
        executed,
        answered,
      });

    const fault = faults.take(route.name);
    const fail = (kind: FaultKind) => {
      if (kind === 'error') send(response, { status: 500, body: apiError().body });
      else if (kind === 'reset') request.socket.destroy();
      // 'hang': no answer; the client's timeout (or close()) ends it.
    };
    if (fault && !fault.after) {
      record(500, false, false, false);
      return fail(fault.kind);
    }

    const fingerprint = IdempotencyStore.fingerprint(method, target.pathname, text);
    const scope = account ?? 'platform';
    let answer: StoredAnswer;
    let replayed = false;
    try {
      const stored = key ? idempotency.replay(scope, key, fingerprint) : undefined;
      if (stored) {
        answer = stored;
        replayed = true;
      } else {
        const expand = Array.isArray(body.expand)
          ? body.expand.filter((e): e is string => typeof e === 'string')
          : [];
        answer = run(route, { params, body, account, publishable }, expand);
        if (key) idempotency.store(scope, key, fingerprint, answer);
      }
    } catch (error) {
      if (!(error instanceof StripeDoubleError)) throw error;
      answer = { status: error.status, body: error.body };
    }
    record(answer.status, replayed, !replayed, !fault);
    if (fault) return fail(fault.kind);
    send(response, answer, {
      ...(key ? { 'idempotency-key': key } : {}),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) send(response, { status: 500, body: apiError().body });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    publishableKey,
    webhookSecret,
    calls,
    events: state.events,
    failNext: (endpoint, kind, faultOptions) => faults.failNext(endpoint, kind, faultOptions),
    clearFaults: () => faults.clear(),
    object: (id) => state.objects.get(id),
    objectsOf: (kind) => state.all(kind),
    balance: (account, currency) => state.balance(account, currency),
    pending: (account, currency) => state.pending(account, currency),
    holdFunds: (held) => {
      state.holdFunds = held;
    },
    releaseFunds: () => state.releaseFunds(),
    authenticate: (id, passed) =>
      id.startsWith('seti_')
        ? completeSetupAuthentication(state, id, passed)
        : completeAuthentication(state, id, passed),
    completeOnboarding: (id) => completeOnboarding(state, id),
    requireMore: (id, fields) => requireMore(state, id, fields),
    setWebhookUrl: (webhookUrl) => {
      webhooks.url = webhookUrl;
    },
    sign: (event, signOptions = {}) =>
      signWebhook(event, signOptions.secret ?? webhookSecret, signOptions.timestamp ?? state.now()),
    flushWebhooks: () => webhooks.flush(),
    deliveries: webhooks.deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        faults.clear();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
