// Minimal typings for the parts of transit-js the platform uses (the package ships none).
declare module 'transit-js' {
  export interface TransitKeyword {
    _name: string;
    name(): string;
    namespace(): string | null;
  }
  export interface TransitUuid {
    toString(): string;
  }
  export interface TransitTaggedValue {
    tag: string;
    rep: unknown;
  }
  export interface WriteHandler {
    tag(v: unknown): string;
    rep(v: unknown): unknown;
    stringRep(v: unknown): string | null;
  }
  export interface Reader {
    read(text: string): unknown;
  }
  export interface Writer {
    write(value: unknown): string;
  }
  export interface TransitMap {
    forEach(cb: (value: unknown, key: unknown) => void): void;
  }
  export interface MapBuilder {
    init(): unknown;
    add(ret: unknown, key: unknown, value: unknown): unknown;
    finalize(ret: unknown): unknown;
  }
  const transit: {
    reader(
      type: 'json' | 'json-verbose',
      opts?: {
        handlers?: Record<string, (rep: unknown) => unknown>;
        defaultHandler?: (tag: string, rep: unknown) => unknown;
        mapBuilder?: MapBuilder;
        arrayBuilder?: unknown;
      },
    ): Reader;
    writer(
      type: 'json' | 'json-verbose',
      opts?: { handlers?: unknown; transform?: (v: unknown) => unknown },
    ): Writer;
    makeWriteHandler(spec: {
      tag: (v: never) => string;
      rep: (v: never) => unknown;
      stringRep?: (v: never) => string | null;
    }): WriteHandler;
    map(entries?: unknown[]): TransitMap;
    keyword(name: string): TransitKeyword;
    uuid(s: string): TransitUuid;
    bigDec(s: string): unknown;
    tagged(tag: string, rep: unknown): TransitTaggedValue;
    isKeyword(v: unknown): v is TransitKeyword;
    isUUID(v: unknown): boolean;
    isBigDec(v: unknown): boolean;
    isTaggedValue(v: unknown): boolean;
    isMap(v: unknown): v is TransitMap;
    isSet(v: unknown): boolean;
    isList(v: unknown): boolean;
  };
  export default transit;
}
