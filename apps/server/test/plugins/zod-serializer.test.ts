import {
  InvalidSchemaError,
  ResponseSerializationError,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodSerializerCompiler } from '../../src/plugins/zod-serializer.ts';

type Schema = Parameters<typeof zodSerializerCompiler>[0]['schema'];

function compile(schema: Schema) {
  return zodSerializerCompiler({ schema, method: 'GET', url: '/probe', httpStatus: '200' });
}

const item = z.object({
  id: z.uuid(),
  name: z.string().trim(),
  createdAt: z.date(),
  note: z.string().nullable(),
  tags: z.array(z.enum(['a', 'b'])),
  owner: z.object({ id: z.string() }).optional(),
});
const list = z.object({ items: z.array(item), total: z.number().int() });

const data = {
  items: [
    {
      id: '6f1c1b1e-7a2d-4c55-9a51-1b2d3c4e5f60',
      name: '  Alpha  ',
      createdAt: new Date('2024-01-02T03:04:05Z'),
      note: null,
      tags: ['a'],
      extra: 'not in the schema',
    },
  ],
  total: 1,
};

describe('zodSerializerCompiler', () => {
  it('serializes as the library does (encode) for our kind of schema', () => {
    const library = serializerCompiler({ schema: list, method: 'GET', url: '/probe', httpStatus: '200' });
    expect(compile(list)(data)).toBe(library(data));
    expect(JSON.parse(compile(list)(data))).toEqual({
      items: [{ ...data.items[0], name: 'Alpha', createdAt: '2024-01-02T03:04:05.000Z', extra: undefined }],
      total: 1,
    });
  });

  it('accepts a schema given as { properties }', () => {
    expect(compile({ properties: z.object({ ok: z.boolean() }) })({ ok: true })).toBe('{"ok":true}');
  });

  it('refuses a response that does not match its schema', () => {
    const serialize = compile(list);
    expect(() => serialize({ items: [], total: 'one' })).toThrow(ResponseSerializationError);
  });

  it('refuses what is not a zod schema', () => {
    expect(() => compile({ type: 'object' } as unknown as Schema)).toThrow(InvalidSchemaError);
  });

  it('refuses at compile time a response schema whose parse and encode differ', () => {
    const cases: z.ZodType[] = [
      z.object({ a: z.string().transform((value) => value.length) }),
      z.object({ a: z.array(z.string().default('x')) }),
      z.object({ a: z.string().pipe(z.email()) }),
      z.object({ a: z.number().catch(0) }),
      z.union([z.null(), z.object({ a: z.preprocess((value) => value, z.string()) })]),
      z.codec(z.iso.datetime(), z.date(), {
        decode: (value) => new Date(value),
        encode: (value) => value.toISOString(),
      }),
    ];
    for (const schema of cases) expect(() => compile(schema)).toThrow(/response schema of GET \/probe/);
  });

  it('finds a directional schema inside a recursive one', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() =>
      z.object({ name: z.string().transform((value) => value), children: z.array(node) }),
    );
    expect(() => compile(node)).toThrow(/has a pipe/);
    const plain: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(plain) }));
    expect(compile(plain)({ name: 'root', children: [{ name: 'leaf', children: [] }] })).toBe(
      '{"name":"root","children":[{"name":"leaf","children":[]}]}',
    );
  });
});
