import type {
  DuplicatePair,
  DuplicateReason,
  DuplicateRecord,
  DuplicatesQuery,
  MergeEntity,
} from '@northdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import { type TenantContext, withTenant } from '../../db/tenant.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { contactCountOf } from '../../lib/contact-counts.ts';

type PairRow = { a_id: string; b_id: string; reason: DuplicateReason; sim: number | string };
type DetailRow = {
  id: string;
  name: string;
  created_at: Date | string;
  related: number | string;
  values: Record<string, string | null>;
};

/** Addresses anyone can have: a shared mailbox domain says nothing about being one company. */
const MAILBOX_DOMAINS = sql.raw(
  `'gmail.com','googlemail.com','outlook.com','hotmail.com','live.com','yahoo.com','icloud.com','me.com','aol.com','gmx.de','gmx.net','web.de','proton.me','protonmail.com','mail.com'`,
);

/** A company name without case, punctuation and legal forms ("ACME Ltd." and "Acme Limited" → "acme"). */
const companyWords = sql.raw(
  String.raw`btrim(regexp_replace(regexp_replace(lower(name), '\m(the|ltd|limited|gmbh|inc|llc|plc|sa|sas|sarl|bv|nv|ag|co|corp|corporation|company|srl|spa|oy|ab|as|kg|pty)\M', ' ', 'g'), '[^[:alnum:]]+', ' ', 'g'))`,
);

/**
 * Likely duplicate companies among the listed ones: the same domain (a company's own, or its
 * billing email's when it has none, except shared mailbox domains), the same name once
 * normalised, or a similar name (trigram similarity ≥ 0.6 among names sharing a first word).
 * Equi-joins only, so the work grows with the tenant's size, not its square; a first word shared
 * by more than 200 companies ("global", "trading") is no evidence and is skipped.
 */
const companyPairs = ({ limit, q }: DuplicatesQuery) => sql`
  WITH k AS MATERIALIZED (
    SELECT id, ${contains(q, sql`concat_ws(' ', name, domain, billing_email)`)} AS hit, w AS key, replace(w, ' ', '') AS flat, split_part(w, ' ', 1) AS first_word,
           coalesce(domain, CASE WHEN lower(split_part(billing_email, '@', 2)) NOT IN (${MAILBOX_DOMAINS})
                                 THEN nullif(lower(split_part(billing_email, '@', 2)), '') END) AS site
      FROM (SELECT id, name, domain, billing_email, ${companyWords} AS w
              FROM crm_companies WHERE NOT archived AND NOT is_individual_contacts) c
  ),
  blocks AS (
    SELECT first_word FROM k WHERE length(first_word) >= 2 GROUP BY first_word HAVING count(*) BETWEEN 2 AND 200
  ),
  pairs AS (
    SELECT a.id AS a_id, b.id AS b_id, 'same_domain' AS reason, 1 AS rank, similarity(a.key, b.key) AS sim
      FROM k a JOIN k b ON a.site = b.site AND a.id < b.id
    UNION ALL
    SELECT a.id, b.id, 'same_name', 2, 1
      FROM k a JOIN k b ON a.flat = b.flat AND a.id < b.id WHERE a.flat <> ''
    UNION ALL
    SELECT a.id, b.id, 'similar_name', 3, similarity(a.key, b.key)
      FROM k a JOIN blocks USING (first_word) JOIN k b ON b.first_word = a.first_word AND a.id < b.id
     WHERE a.flat <> b.flat AND similarity(a.key, b.key) >= 0.6
  )
  SELECT a_id, b_id, reason, sim FROM (
    SELECT DISTINCT ON (a_id, b_id) a_id, b_id, reason, rank, sim FROM pairs ORDER BY a_id, b_id, rank
  ) best
  WHERE a_id IN (SELECT id FROM k WHERE hit) OR b_id IN (SELECT id FROM k WHERE hit)
  ORDER BY rank, sim DESC, a_id, b_id
  LIMIT ${limit}`;

/**
 * Likely duplicate contacts among the listed ones: the same email, the same name at the same
 * company (or where one has none), or a similar name (≥ 0.6) with the same last name there.
 */
const contactPairs = ({ limit, q }: DuplicatesQuery) => sql`
  WITH k AS MATERIALIZED (
    SELECT id, ${contains(q, sql`concat_ws(' ', first_name, last_name, email)`)} AS hit, crm_company_id AS org, nullif(lower(btrim(email)), '') AS mail,
           lower(btrim(concat_ws(' ', first_name, last_name))) AS full_name,
           regexp_replace(lower(concat(first_name, last_name)), '[^[:alnum:]]+', '', 'g') AS flat,
           lower(btrim(coalesce(last_name, ''))) AS block
      FROM crm_contacts WHERE NOT archived
  ),
  blocks AS (SELECT block FROM k WHERE block <> '' GROUP BY block HAVING count(*) BETWEEN 2 AND 200),
  pairs AS (
    SELECT a.id AS a_id, b.id AS b_id, 'same_email' AS reason, 1 AS rank, similarity(a.full_name, b.full_name) AS sim
      FROM k a JOIN k b ON a.mail = b.mail AND a.id < b.id
    UNION ALL
    SELECT a.id, b.id, 'same_name', 2, 1
      FROM k a JOIN k b ON a.flat = b.flat AND a.id < b.id
     WHERE a.flat <> '' AND (a.org = b.org OR a.org IS NULL OR b.org IS NULL)
       AND (a.mail IS NULL OR b.mail IS NULL OR a.mail = b.mail OR a.org = b.org)
    UNION ALL
    SELECT a.id, b.id, 'similar_name', 3, similarity(a.full_name, b.full_name)
      FROM k a JOIN blocks USING (block) JOIN k b ON b.block = a.block AND a.id < b.id
     WHERE a.flat <> b.flat AND a.org IS NOT DISTINCT FROM b.org
       AND similarity(a.full_name, b.full_name) >= 0.6
  )
  SELECT a_id, b_id, reason, sim FROM (
    SELECT DISTINCT ON (a_id, b_id) a_id, b_id, reason, rank, sim FROM pairs ORDER BY a_id, b_id, rank
  ) best
  WHERE a_id IN (SELECT id FROM k WHERE hit) OR b_id IN (SELECT id FROM k WHERE hit)
  ORDER BY rank, sim DESC, a_id, b_id
  LIMIT ${limit}`;

/** Whether `text` holds the search (any case, no wildcards); every record when there is none. */
function contains(q: string | undefined, text: SQL) {
  return q ? sql`strpos(lower(${text}), lower(${q})) > 0` : sql`true`;
}

const ownerName = sql.raw(
  `(SELECT coalesce(nullif(p.full_name, ''), p.email) FROM profiles p WHERE p.id = r.owner_user_id)`,
);

/** Each record's values as a person reads them, and how many records hang off it. */
function details(entity: MergeEntity, ids: string[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  if (entity === 'company') {
    return sql`
      SELECT r.id, r.name, r.created_at,
             ${contactCountOf(sql`r`)}
               + (SELECT count(*) FROM crm_deals d WHERE d.crm_company_id = r.id)
               + (SELECT count(*) FROM crm_activities a WHERE a.crm_company_id = r.id) AS related,
             jsonb_build_object(
               'name', r.name, 'domain', r.domain, 'industry', r.industry, 'phone', r.phone,
               'billingEmail', r.billing_email, 'billingAddress', r.billing_address, 'city', r.city,
               'state', r.state, 'country', r.country, 'employeeCount', r.employee_count::text,
               'leadStatus', r.lead_status, 'businessUnit', r.business_unit, 'ownerUserId', ${ownerName}
             ) AS values
        FROM crm_companies r WHERE r.id IN (${list})`;
  }
  return sql`
    SELECT r.id, coalesce(nullif(btrim(concat_ws(' ', r.first_name, r.last_name)), ''), r.email, '') AS name,
           r.created_at,
           (SELECT count(*) FROM crm_activities a WHERE a.contact_id = r.id)
             + (SELECT count(*) FROM crm_deals d WHERE d.contact_id = r.id)
             + (SELECT count(*) FROM tasks t WHERE t.contact_id = r.id) AS related,
           jsonb_build_object(
             'firstName', r.first_name, 'lastName', r.last_name, 'email', r.email, 'phone', r.phone,
             'jobTitle', r.job_title, 'leadStatus', r.lead_status, 'ownerUserId', ${ownerName},
             'crmCompanyId', (SELECT c.name FROM crm_companies c WHERE c.id = r.crm_company_id)
           ) AS values
      FROM crm_contacts r WHERE r.id IN (${list})`;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function olderFirst(a: DuplicateRecord, b: DuplicateRecord): [DuplicateRecord, DuplicateRecord] {
  const order = a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  return order <= 0 ? [a, b] : [b, a];
}

async function findPairs(
  tx: Transaction,
  entity: MergeEntity,
  query: DuplicatesQuery,
): Promise<DuplicatePair[]> {
  const pairs = await queryRows<PairRow>(
    tx,
    entity === 'company' ? companyPairs(query) : contactPairs(query),
  );
  if (pairs.length === 0) return [];
  const ids = [...new Set(pairs.flatMap((p) => [p.a_id, p.b_id]))];
  const rows = await queryRows<DetailRow>(tx, details(entity, ids));
  const byId = new Map<string, DuplicateRecord>(
    rows.map((r) => [
      r.id,
      { id: r.id, name: r.name, createdAt: iso(r.created_at), related: Number(r.related), values: r.values },
    ]),
  );
  return pairs.flatMap((p) => {
    const a = byId.get(p.a_id);
    const b = byId.get(p.b_id);
    if (!a || !b) return [];
    // The older record first: it is usually the one people keep, and the order stays the same between visits.
    const [first, second] = olderFirst(a, b);
    return [{ reason: p.reason, similarity: Math.round(Number(p.sim) * 100) / 100, a: first, b: second }];
  });
}

/** GET /api/{companies,contacts}/duplicates: the likeliest pairs first, optionally of a search (issue 24 item 6). */
export function listDuplicates(
  db: Database,
  ctx: TenantContext,
  entity: MergeEntity,
  query: DuplicatesQuery,
): Promise<DuplicatePair[]> {
  return withTenant(db, ctx, (tx) => findPairs(tx, entity, query));
}
