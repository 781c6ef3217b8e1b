import type { Endpoint } from '@busdesk/api-contract/core';
import type { z } from 'zod';

/** The parts of a zod 4 schema's definition that say what it nests. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
  items?: readonly z.ZodType[];
  values?: readonly unknown[];
  entries?: Record<string, unknown>;
  getter?: () => z.ZodType;
}

/** Deeper than any answer of the contract; stops a recursive (lazy) schema. */
const MAX_DEPTH = 32;

/**
 * A value shaped as `schema` nests: every object with all its keys, every array with one element, a union's first
 * option, the inner value of an optional or nullable. Its leaves (empty strings, zeros) need not pass the schema's
 * checks: it is made to reach every part of the schema, not to be valid.
 */
export function sampleOf(schema: z.ZodType, depth = 0): unknown {
  const def = schema._zod.def as unknown as SchemaDef;
  if (depth > MAX_DEPTH) return undefined;
  const inner = (s: z.ZodType | undefined) => (s ? sampleOf(s, depth + 1) : undefined);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, inner(value)]));
    case 'array':
      return [inner(def.element)];
    case 'tuple':
      return (def.items ?? []).map((item) => inner(item));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner(def.getter?.());
    case 'union':
      return inner(def.options?.[0]);
    case 'string':
      return '';
    case 'number':
    case 'int':
      return 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    default:
      return undefined;
  }
}

/**
 * Checks a sample answer of the endpoint once, off the path of any click. zod 4 compiles a parser for each object
 * schema the first time it parses one, and the engine has run none of it yet: in Node, an opened trip's answer (16
 * nested objects, 124 fields) took 13–22 ms to check the first time and 1.4–1.9 ms the second; after this warm-up
 * (15–27 ms, in an idle moment) its first check took 1.4–2.2 ms (ADR 0061).
 */
export function warmEndpoint(endpoint: Pick<Endpoint, 'response'>): void {
  endpoint.response.safeParse(sampleOf(endpoint.response));
}
