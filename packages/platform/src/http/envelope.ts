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

/**
 * A sparse fieldset as a tree of attribute names: `null` keeps the whole value, a tree keeps only
 * those of the nested object (`profile.displayName` → profile: {displayName: null}).
 */
type FieldTree = Map<string, FieldTree | null>;

function fieldTreeOf(paths: readonly string[]): FieldTree {
  const tree: FieldTree = new Map();
  for (const path of paths) {
    const names = path.split('.');
    let node = tree;
    // An empty name ends the path: `profile.` keeps an empty `profile`, `.x` keeps nothing.
    for (let i = 0; i < names.length && names[i]; i++) {
      const name = names[i]!;
      const existing = node.get(name);
      if (existing === null) break;
      if (i === names.length - 1) {
        node.set(name, null);
        break;
      }
      let child = existing;
      if (!child) {
        child = new Map();
        node.set(name, child);
      }
      node = child;
    }
  }
  return tree;
}

function pick(attributes: Record<string, WireValue>, tree: FieldTree): Record<string, WireValue> {
  const out: Record<string, WireValue> = {};
  for (const [name, inner] of tree) {
    if (!(name in attributes)) continue;
    const value = attributes[name];
    if (inner === null) out[name] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date))
      out[name] = pick(value as Record<string, WireValue>, inner);
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
  return wanted ? { ...resource, attributes: pick(resource.attributes, fieldTreeOf(wanted)) } : resource;
}

/** A command response without `expand=true` carries only the resource's id and type. */
export function unexpanded(resource: Resource): Resource {
  return { id: resource.id, type: resource.type, attributes: {} };
}

/**
 * A resource's relationships that point into the document (`present` holds `type/id` of `data` and
 * `included`): a reference to a resource the answer does not carry is left out — the Web Template's
 * `denormalisedEntities` throws on one (api notes §3). A to-one of `null` stays (asked for, no
 * target); a to-many keeps its present references, and goes when it has only absent ones (an empty
 * list would tell a client that merges responses that the resource has none).
 */
function linkedRelationships(resource: Resource, present: ReadonlySet<string>): Resource {
  const { relationships } = resource;
  if (!relationships) return resource;
  let kept: Resource['relationships'] | undefined;
  const names = Object.keys(relationships);
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const target = relationships[name]!.data;
    let value: { data: ResourceRef | ResourceRef[] | null } | undefined = relationships[name];
    if (Array.isArray(target)) {
      const linked = target.filter((ref) => present.has(`${ref.type}/${ref.id.uuid}`));
      if (linked.length !== target.length)
        value = linked.length > 0 || target.length === 0 ? { data: linked } : undefined;
    } else if (target !== null && !present.has(`${target.type}/${target.id.uuid}`)) {
      value = undefined;
    }
    if (value !== relationships[name] && !kept) {
      kept = {};
      for (let j = 0; j < i; j++) kept[names[j]!] = relationships[names[j]!]!;
    }
    if (kept && value) kept[name] = value;
  }
  if (!kept) return resource;
  return Object.keys(kept).length > 0 ? { ...resource, relationships: kept } : omitRelationships(resource);
}

function omitRelationships({ relationships: _, ...rest }: Resource): Resource {
  return rest;
}

/** Builds `{data, included, meta}`, deduplicating included resources by type and id. */
export function envelope(
  data: Resource | Resource[] | null,
  included: Resource[] = [],
  meta: Record<string, WireValue> = {},
  fields: Map<string, string[]> = new Map(),
): WireValue {
  // Each type's fieldset is read into a tree once, not once per resource.
  const trees = new Map<string, FieldTree | undefined>();
  const shape = (r: Resource): Resource => {
    let tree = trees.get(r.type);
    if (!trees.has(r.type)) {
      const wanted = fields.get(r.type);
      tree = wanted && fieldTreeOf(wanted);
      trees.set(r.type, tree);
    }
    return tree ? { ...r, attributes: pick(r.attributes, tree) } : r;
  };
  const seen = new Set<string>();
  const unique: Resource[] = [];
  for (const r of included) {
    const key = `${r.type}/${r.id.uuid}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(r);
  }
  const primary = data === null ? [] : Array.isArray(data) ? data : [data];
  // Included resources link into `included` only: a link back to the primary data (a booking's
  // transaction in `transactions/show`) is a cycle, on which the Web Template's recursive
  // `denormalisedEntities` runs out of stack, and no include path asks for one.
  const inIncluded: ReadonlySet<string> = new Set(seen);
  const finishIncluded = (r: Resource) => shape(linkedRelationships(r, inIncluded));
  for (const r of primary) seen.add(`${r.type}/${r.id.uuid}`);
  const finish = (r: Resource) => shape(linkedRelationships(r, seen));
  return {
    data: (data === null
      ? null
      : Array.isArray(data)
        ? data.map(finish)
        : finish(data)) as unknown as WireValue,
    included: unique.map(finishIncluded) as unknown as WireValue,
    meta,
  };
}
