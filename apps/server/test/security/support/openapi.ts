import type { FastifyInstance } from 'fastify';

/** The parts of an OpenAPI 3.1 document (as /api/openapi.json serves it) the security suite reads. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
};

export type Parameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented: /api/tasks/{id} */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
  /** The access the route's guards ask for (x-access, from requireAccess); empty when unguarded. */
  access?: { section: string; action: 'read' | 'edit' | 'create' | 'delete' }[];
};

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        'x-access'?: NonNullable<Operation['access']>;
      }
    >
  >;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every documented operation; new routes are covered without touching the suite. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`openapi.json answered ${response.statusCode}`);
  const doc = response.json() as Document;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        access: op['x-access'] ?? [],
      });
    }
  }
  return operations;
}

/** The path with its parameters filled (each value URL-encoded unless `raw`). */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name] ?? 'missing';
    return raw ? value : encodeURIComponent(value);
  });
}

/** A seeded pseudo-random source (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/**
 * A value the schema accepts, as far as a schema can tell (formats and patterns are met for the
 * usual cases; ids come from `idFor`, so a valid request reaches records that exist).
 */
export function validValue(
  schema: JsonSchema,
  idFor: (name: string) => string,
  name = '',
  allFields = false,
): unknown {
  if (schema.const !== undefined) return schema.const;
  // The last choice: the least privileged in the enums that rank (a role's is operative).
  if (schema.enum && schema.enum.length > 0) return schema.enum[schema.enum.length - 1];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const nonNull = choice.find((s) => !typesOf(s).includes('null')) ?? choice[0];
    return nonNull ? validValue(nonNull, idFor, name, allFields) : null;
  }
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], idFor, name, allFields);
  if (schema.default !== undefined) return schema.default;
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      // The required fields, or every field (an update with none may be refused as empty).
      for (const [key, child] of Object.entries(schema.properties ?? {}))
        if (allFields || schema.required?.includes(key)) out[key] = validValue(child, idFor, key, allFields);
      return out;
    }
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0
        ? Array.from({ length: schema.minItems ?? 1 }, () =>
            validValue(schema.items ?? {}, idFor, name, allFields),
          )
        : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    default:
      return validString(schema, idFor, name);
  }
}

function validString(schema: JsonSchema, idFor: (name: string) => string, name: string): string {
  switch (schema.format) {
    case 'uuid':
      return idFor(name);
    case 'email':
      return 'fuzz.person@example.test';
    case 'date':
      return '2026-12-31';
    case 'date-time':
      return '2026-12-31T10:00:00.000Z';
    case 'uri':
    case 'url':
      return 'https://example.test/';
  }
  if (schema.pattern && /\^?\\d/.test(schema.pattern)) return '1';
  // Field names say what an unconstrained string holds.
  if (/email/i.test(name)) return 'fuzz.person@example.test';
  if (/price|amount|quantity|discount|rate|value$/i.test(name)) return '1';
  if (/phone/i.test(name)) return '0117 000 0000';
  if (/domain/i.test(name)) return 'example.test';
  if (/url|website/i.test(name)) return 'https://example.test/';
  const min = schema.minLength ?? 1;
  const text = /password/i.test(name) ? 'Fuzz-Pass-123!' : 'Fuzzed value';
  return text.length >= min ? text.slice(0, schema.maxLength ?? text.length) : text.padEnd(min, 'x');
}
