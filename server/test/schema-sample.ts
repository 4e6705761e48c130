/**
 * A valid example of a JSON schema (the OpenAPI document's request bodies), so that a fuzz test can reach the code
 * behind validation, and the mutants of that example: one field at a time given a bad value.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  default?: unknown;
}

/** Values that schemas cannot describe (a week's Monday, a real recipe id), by property name. */
export type Hints = Record<string, unknown>;

export function sampleOf(schema: JsonSchema, hints: Hints, name = ''): unknown {
  if (name in hints) return hints[name];
  if (schema.enum?.length) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sampleOf(variants[variants.length - 1]!, hints, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = sampleOf(child, hints, key);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items ?? {}, hints, name));
    case 'string':
      if (schema.format === 'uri') return 'https://example.com/recipe';
      if (schema.format === 'email') return 'cook@example.com';
      return 'Chana masala'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return schema.default ?? 'Chana masala';
  }
}

/** Every string leaf's path in a value. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

/** Every leaf's path (strings, numbers, booleans, null). */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  return [path];
}

function withValue(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (!path.length) return leaf;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = leaf;
  return copy;
}

/** Text that breaks storage: a NUL, a lone surrogate at the end and in the middle. */
export const BAD_TEXTS = ['dal\u0000makhani', 'aloo gobi\uD83E', 'pal\uDC00ak'];
/** Wrong types where a field expects another. */
export const WRONG_TYPES: unknown[] = [null, 42, true, ['a'], { a: 1 }];

export interface Mutant {
  what: string;
  body: unknown;
}

/** The example with each text field given each bad text, and each field given each wrong type. */
export function mutantsOf(example: unknown): Mutant[] {
  const out: Mutant[] = [];
  for (const path of stringPaths(example)) {
    for (const text of BAD_TEXTS)
      out.push({ what: `${path.join('.')}=${JSON.stringify(text)}`, body: withValue(example, path, text) });
  }
  for (const path of leafPaths(example)) {
    for (const wrong of WRONG_TYPES)
      out.push({ what: `${path.join('.')}=${JSON.stringify(wrong)}`, body: withValue(example, path, wrong) });
  }
  return out;
}

/** Valid JSON nested `depth` levels deep, as arrays and as objects. */
export const deepJson = (depth: number) => [
  '['.repeat(depth) + ']'.repeat(depth),
  '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
];
