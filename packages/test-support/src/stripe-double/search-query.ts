import type { DoubleState, StripeObject } from './double-state.ts';
import { invalidRequest } from './stripe-errors.ts';

/**
 * Stripe's search query language, the part a PaymentIntent search needs: clauses joined by AND
 * (or OR, not both), each `field:'value'` or `metadata['key']:'value'` with `-` for negation.
 * Fields: status, currency, customer, amount and metadata. Stripe's search index lags writes by
 * up to a minute in production; the double answers at once.
 */
interface Clause {
  negated: boolean;
  field: string;
  metadataKey: string | null;
  value: string;
}

const CLAUSE = /^(-)?(?:metadata\[(['"])(.+?)\2\]|([a-z_]+)):(['"])(.*)\5$/;
const FIELDS = ['status', 'currency', 'customer', 'amount'];

function parseQuery(query: string): { clauses: Clause[]; any: boolean } {
  const hasAnd = / AND /.test(query);
  const hasOr = / OR /.test(query);
  if (hasAnd && hasOr) {
    throw invalidRequest('Search queries may not mix AND and OR.', { param: 'query' });
  }
  const clauses = query.split(hasOr ? / OR / : / AND /).map((text) => {
    const match = CLAUSE.exec(text.trim());
    const field = match?.[4] ?? 'metadata';
    if (!match || (field !== 'metadata' && !FIELDS.includes(field))) {
      throw invalidRequest(`The search query could not be understood near: ${text.trim()}`, {
        code: 'parameter_invalid_string',
        param: 'query',
      });
    }
    return { negated: match[1] === '-', field, metadataKey: match[3] ?? null, value: match[6] ?? '' };
  });
  return { clauses, any: hasOr };
}

function matches(intent: StripeObject, clause: Clause): boolean {
  const actual =
    clause.metadataKey !== null
      ? (intent.metadata as Record<string, string>)[clause.metadataKey]
      : String(intent[clause.field] ?? '');
  return (actual === clause.value) !== clause.negated;
}

/** Answers `GET /v1/payment_intents/search` (newest first, paged by an opaque `page`). */
export function searchPaymentIntents(
  state: DoubleState,
  query: string,
  limit: number,
  page: string | undefined,
): Record<string, unknown> {
  const { clauses, any } = parseQuery(query);
  const found = state
    .newestFirst(state.all('payment_intent'))
    .filter((intent) =>
      any ? clauses.some((c) => matches(intent, c)) : clauses.every((c) => matches(intent, c)),
    );
  const offset = page ? Number(Buffer.from(page, 'base64url').toString()) || 0 : 0;
  const size = Math.min(Math.max(limit, 1), 100);
  const data = found.slice(offset, offset + size);
  const hasMore = offset + size < found.length;
  return {
    object: 'search_result',
    data,
    has_more: hasMore,
    next_page: hasMore ? Buffer.from(String(offset + size)).toString('base64url') : null,
    url: '/v1/payment_intents/search',
  };
}
