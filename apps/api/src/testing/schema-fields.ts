import { z } from 'zod';

/** The part of JSON Schema that zod's `toJSONSchema` writes for our request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  default?: unknown;
}

/** A path into a request part: object keys and array indexes. */
export type FieldPath = (string | number)[];

/** A string field of a request part, with what constrains it besides the string primitive. */
export interface StringField {
  path: FieldPath;
  /** True when an enum, a const, a pattern or a format decides before the text check. */
  constrained: boolean;
}

/** The input-side JSON Schema of a zod schema (defaults and transforms shown as the caller sends). */
export function inputJsonSchema(schema: unknown): JsonSchema {
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** Every string field of a JSON Schema, arrays entered at index 0, unions at every option. */
export function stringFields(schema: JsonSchema, path: FieldPath = []): StringField[] {
  const found: StringField[] = [];
  if (typesOf(schema).includes('string')) {
    const constrained =
      schema.enum !== undefined ||
      schema.const !== undefined ||
      schema.pattern !== undefined ||
      schema.format !== undefined;
    found.push({ path, constrained });
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    found.push(...stringFields(child, [...path, key]));
  }
  if (schema.items) found.push(...stringFields(schema.items, [...path, 0]));
  for (const option of [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    found.push(...stringFields(option, path));
  }
  const seen = new Set<string>();
  return found.filter((field) => {
    const key = JSON.stringify(field.path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A value the JSON Schema accepts, built from its required parts (overridden where needed). */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return sampleOf(option);
  const [type] = typesOf(schema);
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const child = schema.properties?.[key];
        if (child) value[key] = sampleOf(child);
      }
      return value;
    }
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0 ? [sampleOf(schema.items)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'sample@example.test';
      if (schema.pattern === '^(0|[1-9][0-9]{0,15})$') return '1';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return null;
  }
}

/** A copy of `value` with `replacement` at `path` (objects and arrays made on the way). */
export function withValueAt(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = withValueAt(list[head], rest, replacement);
    return list;
  }
  const record = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return {
    ...record,
    [head]: withValueAt((record as Record<string, unknown>)[head], rest, replacement),
  };
}
