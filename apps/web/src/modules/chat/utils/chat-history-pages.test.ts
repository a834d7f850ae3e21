import type { ChatMessage } from '@northdesk/shared';
import { describe, expect, it } from 'vitest';
import { flattenHistory, newestSeq, withMessage, withNewerMessages } from './chat-history-pages';

const message = (seq: number, text = `m${seq}`): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  channelId: '00000000-0000-4000-8000-000000000000',
  seq,
  threadRootId: null,
  author: null,
  text,
  mentionIds: [],
  replyCount: 0,
  lastReplyAt: null,
  editedAt: null,
  isDeleted: false,
  createdAt: '2026-11-26T10:00:00.000Z',
  attachments: [],
});

const data = () => ({
  pages: [
    { messages: [message(3), message(4)], hasMore: true },
    { messages: [message(1), message(2)], hasMore: false },
  ],
  pageParams: [undefined, 3],
});

describe('chat history pages', () => {
  it('flattens oldest first and knows the newest number', () => {
    expect(flattenHistory(data()).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(newestSeq(data())).toBe(4);
    expect(newestSeq(undefined)).toBe(0);
  });

  it('adds newer messages once, in order, even when one arrives twice', () => {
    const once = withNewerMessages(data(), [message(6), message(5)]);
    const twice = withNewerMessages(once, [message(5, 'again'), message(6)]);
    expect(flattenHistory(twice).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(flattenHistory(twice).find((m) => m.seq === 5)?.text).toBe('again');
  });

  it('replaces an edited message where it is loaded', () => {
    const edited = withMessage(data(), message(2, 'edited'));
    expect(flattenHistory(edited).map((m) => m.text)).toEqual(['m1', 'edited', 'm3', 'm4']);
  });
});
