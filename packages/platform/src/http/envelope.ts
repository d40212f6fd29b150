import { WireUuid, type WireValue } from './wire-values.ts';

/** A relationship reference: `{id, type}`. */
export interface ResourceRef {
  id: WireUuid;
  type: string;
}

/** A resource of the API envelope (api notes §3.1). */
export interface Resource {
  id: WireUuid;
  type: string;
  attributes: Record<string, WireValue>;
  relationships?: Record<string, { data: ResourceRef | ResourceRef[] | null }>;
}

/** Makes a reference to a resource. */
export function refOf(type: string, id: string): ResourceRef {
  return { id: new WireUuid(id), type };
}

function pick(attributes: Record<string, WireValue>, paths: string[]): Record<string, WireValue> {
  const out: Record<string, WireValue> = {};
  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    if (!head || !(head in attributes)) continue;
    const value = attributes[head];
    if (rest.length === 0) {
      out[head] = value;
    } else if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
      const inner = pick(value as Record<string, WireValue>, [rest.join('.')]);
      const existing = out[head];
      out[head] = { ...(existing && typeof existing === 'object' ? (existing as object) : {}), ...inner };
    }
  }
  return out;
}

/**
 * The top-level attributes `fields.<type>` asks for (`profile.displayName` asks for `profile`), or
 * undefined when it asks for all: presenters can leave the others out rather than build them to be
 * picked away.
 */
export function requestedAttributes(
  fields: Map<string, string[]>,
  type: string,
): ReadonlySet<string> | undefined {
  const wanted = fields.get(type);
  return wanted && new Set(wanted.map((path) => path.split('.', 1)[0]!));
}

/** Applies `fields.<type>` sparse fieldsets, keeping nested paths such as `profile.displayName`. */
export function applySparseFields(resource: Resource, fields: Map<string, string[]>): Resource {
  const wanted = fields.get(resource.type);
  return wanted ? { ...resource, attributes: pick(resource.attributes, wanted) } : resource;
}

/** A command response without `expand=true` carries only the resource's id and type. */
export function unexpanded(resource: Resource): Resource {
  return { id: resource.id, type: resource.type, attributes: {} };
}

/** Builds `{data, included, meta}`, deduplicating included resources by type and id. */
export function envelope(
  data: Resource | Resource[] | null,
  included: Resource[] = [],
  meta: Record<string, WireValue> = {},
  fields: Map<string, string[]> = new Map(),
): WireValue {
  const seen = new Set<string>();
  const unique: Resource[] = [];
  for (const r of included) {
    const key = `${r.type}/${r.id.uuid}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(applySparseFields(r, fields));
  }
  const shape = (r: Resource) => applySparseFields(r, fields) as unknown as WireValue;
  return {
    data: data === null ? null : Array.isArray(data) ? data.map(shape) : shape(data),
    included: unique as unknown as WireValue,
    meta,
  };
}
