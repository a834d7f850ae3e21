import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

const dialect = new PgDialect();

/**
 * A parameter as an SQL literal. Every scalar becomes a quoted, untyped literal ('42', 'true'),
 * which is what node-postgres sends today for a bound parameter (its text, type left to the
 * server), so a query reads the same inlined as bound: `select ${1}` is still text, and a negative
 * number after a minus sign cannot turn into a `--` comment. Anything structured (objects, arrays,
 * drizzle placeholders) is refused rather than guessed at.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`cannot inline the number ${value}`);
    return pg.escapeLiteral(String(value));
  }
  if (typeof value === 'bigint' || typeof value === 'boolean') return pg.escapeLiteral(String(value));
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError('cannot inline an invalid Date');
    return pg.escapeLiteral(value.toISOString());
  }
  throw new TypeError(`cannot inline a parameter of type ${Array.isArray(value) ? 'array' : typeof value}`);
}

/**
 * Characters in the static SQL text that could make the placeholder substitution below wrong or
 * unsafe: a quoted string or dollar-quoted body could contain a `$1` that is not a placeholder,
 * a comment could swallow an inlined literal's newline, and `;` would add a statement.
 */
const UNSAFE_STATIC_TEXT = /'|\$\$|--|\/\*|;/;

/**
 * Renders a drizzle SQL fragment as one statement with its parameters inlined as literals, for
 * the simple query protocol (which takes no parameters). drizzle renders parameters as `$1`, `$2`…
 * and the rest of the text is ours (identifiers, keywords): with no string literal, dollar quote or
 * comment in it (refused above, checked before anything is inlined), a `$n` can only be a
 * placeholder, so one pass of a regular expression replaces them all.
 */
export function inlineSql(query: SQL): string {
  return inlineSqlBinding(query, []);
}

/**
 * As inlineSql, except that a parameter identical to `bound[i]` becomes the placeholder `$<i+1>`
 * instead of a literal: for a statement run by EXECUTE ... USING in a database function that
 * supplies those values (request_identity_report: the tenant and user of the session it reads).
 * The bound values are placeholders only the server knows (random per process), so no value from
 * a request can equal one; and if one did, it would only read as the same value.
 */
export function inlineSqlBinding(query: SQL, bound: readonly string[]): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const unsafe = UNSAFE_STATIC_TEXT.exec(text);
  if (unsafe) {
    throw new Error(`cannot inline SQL containing ${unsafe[0]} in its text; pass values as parameters`);
  }
  return text.replace(/\$(\d+)\b/g, (_, digits: string) => {
    const index = Number(digits) - 1;
    if (index < 0 || index >= params.length) throw new Error(`no parameter for $${digits}`);
    const value = params[index];
    const placeholder = typeof value === 'string' ? bound.indexOf(value) : -1;
    return placeholder >= 0 ? `$${placeholder + 1}` : sqlLiteral(value);
  });
}
