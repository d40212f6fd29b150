/** An EDN keyword, `:ns/name` read as name `ns/name`. */
export interface EdnKeyword {
  kind: 'keyword';
  name: string;
}
/** An EDN symbol other than `true`, `false` and `nil`. */
export interface EdnSymbol {
  kind: 'symbol';
  name: string;
}
/** An EDN character literal (`\a`, `\newline`). */
export interface EdnChar {
  kind: 'char';
  char: string;
}
/** `[...]`. */
export interface EdnVector {
  kind: 'vector';
  items: EdnValue[];
}
/** `(...)`. */
export interface EdnList {
  kind: 'list';
  items: EdnValue[];
}
/** `#{...}`. */
export interface EdnSet {
  kind: 'set';
  items: EdnValue[];
}
/** `{...}`; entries keep file order because keys may be any value, not just strings. */
export interface EdnMap {
  kind: 'map';
  entries: [EdnValue, EdnValue][];
}
/** `#tag value`, e.g. `#inst "..."`; left to the caller to interpret. */
export interface EdnTagged {
  kind: 'tagged';
  tag: string;
  value: EdnValue;
}

/** Any value the reader produces; integers beyond 2^53 (or with `N`) become bigint. */
export type EdnValue =
  | null
  | boolean
  | number
  | bigint
  | string
  | EdnKeyword
  | EdnSymbol
  | EdnChar
  | EdnVector
  | EdnList
  | EdnSet
  | EdnMap
  | EdnTagged;

/** A canonical text of a value, used to spot duplicate map keys and set members. */
export function ednKeyOf(value: EdnValue): string {
  if (value === null) return 'nil';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}N`;
  if (typeof value !== 'object') return String(value);
  switch (value.kind) {
    case 'keyword':
      return `:${value.name}`;
    case 'symbol':
      return value.name;
    case 'char':
      return `\\${value.char}`;
    case 'vector':
      return `[${value.items.map(ednKeyOf).join(' ')}]`;
    case 'list':
      return `(${value.items.map(ednKeyOf).join(' ')})`;
    case 'set':
      return `#{${value.items.map(ednKeyOf).sort().join(' ')}}`;
    case 'map':
      return `{${value.entries
        .map(([k, v]) => `${ednKeyOf(k)} ${ednKeyOf(v)}`)
        .sort()
        .join(' ')}}`;
    case 'tagged':
      return `#${value.tag} ${ednKeyOf(value.value)}`;
  }
}
