/*
 * The state of the fake HubSpot (test support, `npm run fake:hubspot`): companies and contacts with
 * string properties, contact → company associations, archived records, merges, and a clock. The
 * HTTP side (fake-hubspot-server.ts) speaks HubSpot's wire format over it.
 */

export type FakeObjectType = 'companies' | 'contacts';
export type FakeRecord = {
  id: string;
  properties: Record<string, string | null>;
  createdAt: number;
  updatedAt: number;
  archived: boolean;
  archivedAt: number | null;
};

export const LASTMOD: Record<FakeObjectType, string> = {
  companies: 'hs_lastmodifieddate',
  contacts: 'lastmodifieddate',
};

export function createFakeStore(options: { now?: () => number } = {}) {
  let now = options.now ?? Date.now;
  const records: Record<FakeObjectType, Map<string, FakeRecord>> = {
    companies: new Map(),
    contacts: new Map(),
  };
  // Ids in creation (= id) order, for the list endpoint's `after`.
  const order: Record<FakeObjectType, string[]> = { companies: [], contacts: [] };
  const mergedInto: Record<FakeObjectType, Map<string, string>> = {
    companies: new Map(),
    contacts: new Map(),
  };
  /** contact id → company ids (first one is the primary). */
  const contactCompanies = new Map<string, string[]>();
  let nextId = 1000;

  function stamp(type: FakeObjectType, record: FakeRecord, at: number) {
    record.updatedAt = at;
    record.properties[LASTMOD[type]] = new Date(at).toISOString();
  }

  function create(type: FakeObjectType, properties: Record<string, string | null>, at = now()): FakeRecord {
    const id = String(nextId++);
    const record: FakeRecord = {
      id,
      properties: { ...properties, hs_object_id: id, createdate: new Date(at).toISOString() },
      createdAt: at,
      updatedAt: at,
      archived: false,
      archivedAt: null,
    };
    stamp(type, record, at);
    records[type].set(id, record);
    order[type].push(id);
    return record;
  }

  return {
    records,
    order,
    contactCompanies,
    mergedInto,
    now: () => now(),
    setClock(clock: () => number) {
      now = clock;
    },
    create,
    get(type: FakeObjectType, id: string, archived = false): FakeRecord | undefined {
      const record = records[type].get(id) ?? records[type].get(mergedInto[type].get(id) ?? '');
      return record && record.archived === archived ? record : undefined;
    },
    /** Changes properties (an empty string clears) and bumps the modification time. */
    update(
      type: FakeObjectType,
      id: string,
      properties: Record<string, string | null>,
      at = now(),
    ): FakeRecord | undefined {
      const record = records[type].get(id);
      if (!record || record.archived) return undefined;
      for (const [key, value] of Object.entries(properties))
        record.properties[key] = value === '' ? null : value;
      stamp(type, record, at);
      return record;
    },
    archive(type: FakeObjectType, id: string, at = now()): boolean {
      const record = records[type].get(id);
      if (!record || record.archived) return false;
      record.archived = true;
      record.archivedAt = at;
      return true;
    },
    findContactByEmail(email: string): FakeRecord | undefined {
      const wanted = email.toLowerCase();
      for (const record of records.contacts.values())
        if (!record.archived && record.properties.email?.toLowerCase() === wanted) return record;
      return undefined;
    },
    associate(contactId: string, companyId: string) {
      const list = contactCompanies.get(contactId) ?? [];
      if (!list.includes(companyId)) list.push(companyId);
      contactCompanies.set(contactId, list);
    },
    /** HubSpot's merge: the loser disappears (its id now reads the winner), the winner lists it. */
    merge(type: FakeObjectType, winnerId: string, loserId: string, at = now()) {
      const winner = records[type].get(winnerId);
      const loser = records[type].get(loserId);
      if (!winner || !loser) throw new Error('merge: unknown record');
      records[type].delete(loserId);
      order[type] = order[type].filter((id) => id !== loserId);
      mergedInto[type].set(loserId, winnerId);
      const merged = (winner.properties.hs_merged_object_ids ?? '').split(';').filter(Boolean);
      winner.properties.hs_merged_object_ids = [...merged, loserId].join(';');
      stamp(type, winner, at);
    },
    /** n records at once (bulk seeding for tests and benchmarks); `at` may be one timestamp for all. */
    seed(
      type: FakeObjectType,
      n: number,
      make: (i: number) => Record<string, string | null>,
      at?: (i: number) => number,
    ) {
      const made: FakeRecord[] = [];
      for (let i = 0; i < n; i++) made.push(create(type, make(i), at ? at(i) : now()));
      return made;
    },
    counts() {
      const live = (type: FakeObjectType) => [...records[type].values()].filter((r) => !r.archived).length;
      return { companies: live('companies'), contacts: live('contacts') };
    },
  };
}

export type FakeStore = ReturnType<typeof createFakeStore>;
