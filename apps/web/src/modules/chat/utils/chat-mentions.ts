import { CHAT_MENTION_PATTERN, type ChatPerson } from '@northdesk/shared';

/** The composer writes `@Full Name`; the stored text carries `<@userId>` (as Slack does). */
const ACTIVE_MENTION = /(^|\s)@([^\s@<>]{0,30})$/;

export interface MentionQuery {
  /** Where the `@` is. */
  start: number;
  /** What follows it, up to the caret. */
  query: string;
}

/** The `@word` being typed right before the caret, if any. */
export function activeMentionQuery(text: string, caret: number): MentionQuery | null {
  const match = ACTIVE_MENTION.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** People whose name or any word of it starts with the query (case-insensitive), at most `limit`. */
export function mentionCandidates(people: readonly ChatPerson[], query: string, limit = 6): ChatPerson[] {
  const q = query.toLowerCase();
  return people
    .filter((person) => {
      const name = person.name.toLowerCase();
      return name.startsWith(q) || name.split(/\s+/).some((word) => word.startsWith(q));
    })
    .slice(0, limit);
}

/** Puts `@Name ` in place of the typed `@query`; returns the new text and caret. */
export function insertMention(
  text: string,
  mention: MentionQuery,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  return {
    text: text.slice(0, mention.start) + inserted + text.slice(caret),
    caret: mention.start + inserted.length,
  };
}

/** `@Full Name` of the people chosen in the composer becomes `<@id>` (longest names first). */
export function encodeMentions(text: string, chosen: readonly ChatPerson[]): string {
  let encoded = text;
  const byLength = [...new Map(chosen.map((p) => [p.id, p])).values()].sort(
    (a, b) => b.name.length - a.name.length,
  );
  for (const person of byLength) encoded = encoded.split(`@${person.name}`).join(`<@${person.id}>`);
  return encoded;
}

/** The stored text back into what the composer shows, with the people it names. */
export function decodeMentions(
  text: string,
  nameOf: (id: string) => string | undefined,
): { text: string; chosen: ChatPerson[] } {
  const chosen: ChatPerson[] = [];
  const decoded = text.replace(CHAT_MENTION_PATTERN, (whole, id: string) => {
    const name = nameOf(id);
    if (!name) return whole;
    chosen.push({ id, name, avatarUrl: null });
    return `@${name}`;
  });
  return { text: decoded, chosen };
}

export type MessageSegment = { kind: 'text'; text: string } | { kind: 'mention'; id: string; name: string };

/** A message's text cut into plain runs and mentions, for display. */
export function messageSegments(text: string, nameOf: (id: string) => string | undefined): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(CHAT_MENTION_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ kind: 'text', text: text.slice(last, index) });
    const id = match[1] ?? '';
    segments.push({ kind: 'mention', id, name: nameOf(id) ?? id });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
