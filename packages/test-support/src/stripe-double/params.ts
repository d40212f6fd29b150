import type { FormObject, FormValue } from './form-body.ts';
import { invalidRequest, missingParam } from './stripe-errors.ts';

/**
 * Reads an endpoint's form parameters the way Stripe checks them: unknown top-level parameters
 * are refused (`parameter_unknown`), integers and booleans must be written as such, and a
 * missing required one says which. Catching these in the double catches them in the adapter.
 */
export class Params {
  constructor(
    readonly raw: FormObject,
    allowed: readonly string[],
  ) {
    for (const key of Object.keys(raw)) {
      if (!allowed.includes(key) && key !== 'expand') {
        throw invalidRequest(`Received unknown parameter: ${key}`, { code: 'parameter_unknown', param: key });
      }
    }
  }

  has(name: string): boolean {
    return this.raw[name] !== undefined;
  }

  string(name: string): string | undefined {
    const value = this.raw[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${name}`, { param: name });
    return value;
  }

  requiredString(name: string): string {
    const value = this.string(name);
    if (value === undefined || value === '') throw missingParam(name);
    return value;
  }

  integer(name: string): number | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) {
      throw invalidRequest(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param: name });
    }
    return Number(value);
  }

  requiredInteger(name: string): number {
    const value = this.integer(name);
    if (value === undefined) throw missingParam(name);
    return value;
  }

  boolean(name: string): boolean | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') {
      throw invalidRequest(`Invalid boolean: ${value}`, { param: name });
    }
    return value === 'true';
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value)) {
      throw invalidRequest(`Invalid ${name}: must be one of ${values.join(', ')}`, {
        code: 'parameter_invalid_string',
        param: name,
      });
    }
    return value as T;
  }

  object(name: string): FormObject | undefined {
    const value = this.raw[name];
    if (value === undefined) return undefined;
    if (typeof value === 'string' || Array.isArray(value)) {
      // Stripe lets an empty string unset a hash (`metadata=`).
      if (value === '') return {};
      throw invalidRequest(`Invalid object: ${name}`, { param: name });
    }
    return value;
  }

  /** Metadata: up to 50 string keys, each value a string of up to 500 characters. */
  metadata(name = 'metadata'): Record<string, string> | undefined {
    const value = this.object(name);
    if (value === undefined) return undefined;
    const metadata: Record<string, string> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (typeof entry !== 'string') throw invalidRequest(`Invalid metadata value: ${key}`, { param: name });
      if (entry.length > 500) {
        throw invalidRequest('Metadata values can have up to 500 characters', { param: `${name}[${key}]` });
      }
      if (entry !== '') metadata[key] = entry;
    }
    if (Object.keys(metadata).length > 50) {
      throw invalidRequest('Metadata can have up to 50 keys', { param: name });
    }
    return metadata;
  }

  strings(name: string): string[] | undefined {
    const value = this.raw[name];
    if (value === undefined) return undefined;
    const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : Object.values(value);
    return list.filter((v): v is string => typeof v === 'string');
  }

  /** The `expand[]` list: dotted paths of fields to replace by the object they name. */
  get expand(): string[] {
    return this.strings('expand') ?? [];
  }
}

/** A nested string (`transfer_data[destination]`) of a parameter object. */
export function nestedString(object: FormObject | undefined, key: string): string | undefined {
  const value: FormValue | undefined = object?.[key];
  return typeof value === 'string' ? value : undefined;
}
