import { ResourceRefSchema } from '@mercato/core/contracts/resource';
import { z } from 'zod';

// Relationships of API resources (api notes §3.4): `{ data: ref }` or `{ data: [ref…] }`, the
// resources themselves in the response's `included`.
const RelationshipRefsSchema = z.object({ data: z.array(ResourceRefSchema) });
const RelationshipRefSchema = z.object({ data: ResourceRefSchema.nullable() });

type Related = { relationships?: Record<string, unknown> | undefined };

/** The included resources of a to-many relationship, in the relationship's order. */
export function relatedMany(resource: Related, name: string, included: readonly unknown[]): unknown[] {
  const refs = RelationshipRefsSchema.safeParse(resource.relationships?.[name]);
  if (!refs.success) return [];
  return refs.data.data.flatMap((ref) => {
    const found = included.find((r) => isResource(r, ref.type, ref.id));
    return found ? [found] : [];
  });
}

/** The included resource of a to-one relationship, or null. */
export function relatedOne(resource: Related, name: string, included: readonly unknown[]): unknown {
  const ref = RelationshipRefSchema.safeParse(resource.relationships?.[name]);
  if (!ref.success || !ref.data.data) return null;
  const { id, type } = ref.data.data;
  return included.find((r) => isResource(r, type, id)) ?? null;
}

function isResource(value: unknown, type: string, id: string): boolean {
  const r = value as { type?: unknown; id?: unknown } | null;
  return r?.type === type && r.id === id;
}
