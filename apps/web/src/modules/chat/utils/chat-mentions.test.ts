import { describe, expect, it } from 'vitest';
import {
  activeMentionQuery,
  decodeMentions,
  encodeMentions,
  insertMention,
  mentionCandidates,
  messageSegments,
} from './chat-mentions';

const ann = { id: 'u-ann', name: 'Ann Lee', avatarUrl: null };
const annabel = { id: 'u-annabel', name: 'Ann Leeds', avatarUrl: null };
const bob = { id: 'u-bob', name: 'Bob Stone', avatarUrl: null };
const names = new Map([ann, annabel, bob].map((p) => [p.id, p.name]));

describe('chat mentions', () => {
  it('finds the @word before the caret, not an e-mail address', () => {
    expect(activeMentionQuery('hi @an', 6)).toEqual({ start: 3, query: 'an' });
    expect(activeMentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(activeMentionQuery('mail a@b', 8)).toBeNull();
    expect(activeMentionQuery('hi @ann lee', 11)).toBeNull();
  });

  it('offers people by any word of their name', () => {
    expect(mentionCandidates([ann, bob], 'st').map((p) => p.id)).toEqual(['u-bob']);
    expect(mentionCandidates([ann, bob], '').length).toBe(2);
  });

  it('inserts the name, encodes it as <@id> and decodes it back', () => {
    const typed = insertMention('hi @an', { start: 3, query: 'an' }, 6, 'Ann Leeds');
    expect(typed).toEqual({ text: 'hi @Ann Leeds ', caret: 14 });
    const text = `${typed.text}and @Ann Lee`;
    const encoded = encodeMentions(text, [ann, annabel]);
    expect(encoded).toBe('hi <@u-annabel> and <@u-ann>');
    expect(decodeMentions(encoded, (id) => names.get(id)).text).toBe(text);
  });

  it('cuts a message into text and mentions', () => {
    expect(messageSegments('ping <@u-bob>!', (id) => names.get(id))).toEqual([
      { kind: 'text', text: 'ping ' },
      { kind: 'mention', id: 'u-bob', name: 'Bob Stone' },
      { kind: 'text', text: '!' },
    ]);
  });
});
