import { fillPath, type JsonSchema, type Operation, type Random, validValue } from './openapi.ts';

/** One hostile request: what is sent, and a label that says which mutation it is. */
export type FuzzRequest = {
  label: string;
  method: Operation['method'];
  url: string;
  contentType?: string;
  payload?: string | Buffer;
};

const HUGE = 'A'.repeat(100_000);
/** Values of the wrong kind, or the right kind at its worst; no SQL words (bodies are searched for them). */
const HOSTILE_VALUES: readonly unknown[] = [
  'nul\u0000byte',
  '\u0000',
  HUGE,
  '',
  ' ',
  '😀🇬🇧\u202e\u200dẑ̵̢̛͎a̷l̴g̸o',
  '\ud800 lone surrogate',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00%ff',
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER * 10,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  ['a', 1, null],
  {},
  { nested: { deeper: { deepest: [1, 2, 3] } } },
  { __proto__: { polluted: true } },
];
const HOSTILE_PATH_VALUES = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '\u0000',
  'a\u0000b',
  '😀',
  'A'.repeat(5_000),
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e999',
  '__proto__',
  'constructor',
  ' ',
];
const HOSTILE_QUERY_VALUES = [
  '\u0000',
  'x\u0000y',
  HUGE.slice(0, 20_000),
  '-1',
  '1e999',
  '😀',
  'NaN',
  '[]',
  '{}',
  ' ',
];
const PROTO_BODY =
  '{"__proto__":{"isAdmin":true,"role":"developer"},"constructor":{"prototype":{"polluted":1}}}';

const json = (value: unknown) => JSON.stringify(value);

/** `{"__proto__": …}` as a client would send it (JSON.stringify drops a real prototype key). */
function withProtoKeys(body: unknown): string {
  const text = json(body ?? {});
  if (!text.startsWith('{')) return PROTO_BODY;
  const inner = text.slice(1, -1);
  return `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}${inner ? `,${inner}` : ''}}`;
}

const propertiesOf = (schema: JsonSchema | undefined): [string, JsonSchema][] =>
  Object.entries(schema?.properties ?? {});

/**
 * The hostile requests for one operation (a valid request first, so the route's own code runs
 * with real ids), chosen by the seeded `random`: wrong types, huge strings, NUL bytes, unicode,
 * bad UUIDs, __proto__ keys, wrong content types and malformed JSON, in the body, the query and
 * the path.
 */
export function fuzzCases(
  op: Operation,
  random: Random,
  idFor: (op: Operation, name: string) => string,
): FuzzRequest[] {
  const ids = (name: string) => idFor(op, name);
  const realPath: Record<string, string> = Object.fromEntries(
    op.pathParams.map((p) => [p.name, ids(p.name)]),
  );
  const url = fillPath(op.path, realPath);
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const valid = op.body ? validValue(op.body, ids) : {};
  const cases: FuzzRequest[] = [];
  const add = (label: string, extra: Partial<FuzzRequest> = {}) =>
    cases.push({ label, method: op.method, url, ...extra });
  const withJson = (label: string, body: unknown, target = url) =>
    add(label, { url: target, contentType: 'application/json', payload: json(body) });

  // 1. As documented, with real ids.
  if (hasBody) withJson('valid', valid);
  else add('valid');

  // 2. Each body property replaced by hostile values (a few per property, seeded).
  if (hasBody) {
    const properties = propertiesOf(op.body);
    for (const [key] of properties) {
      for (let i = 0; i < 3; i++) {
        const value = random.pick(HOSTILE_VALUES);
        withJson(`body.${key} = ${String(json(value)).slice(0, 30)}`, { ...(valid as object), [key]: value });
      }
    }
    if (properties.length === 0) withJson('unexpected field', { surprise: 'nul\u0000byte' });
    // Whole bodies of the wrong shape, and bodies that are not what they say.
    for (const body of [null, [], 'text', 12345, true, [valid]]) withJson(`body = ${json(body)}`, body);
    add('proto keys', { contentType: 'application/json', payload: withProtoKeys(valid) });
    add('broken json', { contentType: 'application/json', payload: '{"a": ' });
    add('json with NUL', { contentType: 'application/json', payload: '{"a":"\u0000"}' });
    add('deep json', {
      contentType: 'application/json',
      payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    });
    add('text/plain', { contentType: 'text/plain', payload: json(valid) });
    add('form', { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00&__proto__[x]=1' });
    add('xml', { contentType: 'application/xml', payload: '<?xml version="1.0"?><a>&lt;</a>' });
    add('multipart without boundary', { contentType: 'multipart/form-data', payload: 'garbage' });
    add('multipart garbage', {
      contentType: 'multipart/form-data; boundary=xyz',
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\n\r\nnot an image\r\n--xyz--\r\n',
    });
    add('charset lie', { contentType: 'application/json; charset=utf-16', payload: json(valid) });
  } else {
    // A body where none belongs.
    add('unexpected body', { contentType: 'application/json', payload: PROTO_BODY });
  }

  // 3. Path parameters: bad ids, NUL bytes, unicode, traversal.
  for (const param of op.pathParams) {
    for (const value of HOSTILE_PATH_VALUES) {
      const target = fillPath(op.path, { ...realPath, [param.name]: value });
      if (hasBody) withJson(`path.${param.name} = ${value.slice(0, 20)}`, valid, target);
      else add(`path.${param.name} = ${value.slice(0, 20)}`, { url: target });
    }
  }

  // 4. Query parameters, documented ones and pollution.
  for (const param of op.queryParams) {
    for (let i = 0; i < 3; i++) {
      const value = random.pick(HOSTILE_QUERY_VALUES);
      add(`query.${param.name} = ${value.slice(0, 20)}`, {
        url: `${url}?${encodeURIComponent(param.name)}=${encodeURIComponent(value)}`,
      });
    }
    add(`query.${param.name} twice`, { url: `${url}?${param.name}=1&${param.name}=2` });
  }
  add('query pollution', { url: `${url}?__proto__[admin]=1&constructor[prototype][x]=1&a%00b=%00` });
  return cases;
}
