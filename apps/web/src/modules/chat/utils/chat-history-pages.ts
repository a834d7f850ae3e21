import type { ChatHistoryResponse, ChatMessage } from '@northdesk/shared';

/**
 * The window's history as TanStack Query keeps it: pages[0] is the newest page, each later page
 * older; inside a page messages run oldest first, as the API sends them.
 */
export interface ChatHistoryPages {
  pages: ChatHistoryResponse[];
  pageParams: unknown[];
}

/** Oldest first, across all loaded pages. */
export function flattenHistory(data: ChatHistoryPages | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

/** The highest message number loaded (0 when none): a poll asks only for newer ones. */
export function newestSeq(data: ChatHistoryPages | undefined): number {
  let max = 0;
  for (const page of data?.pages ?? []) {
    for (const message of page.messages) max = Math.max(max, message.seq);
  }
  return max;
}

/**
 * Adds newer messages (a poll's answer, a realtime fetch, or the one just sent) to the newest page,
 * replacing any already there by id: a message arriving twice (the send's answer and its realtime
 * event) is shown once.
 */
export function withNewerMessages(
  data: ChatHistoryPages | undefined,
  messages: readonly ChatMessage[],
): ChatHistoryPages | undefined {
  if (!data || data.pages.length === 0 || messages.length === 0) return data;
  const incoming = new Map(messages.map((message) => [message.id, message]));
  const pages = data.pages.map((page) => ({
    ...page,
    messages: page.messages.map((message) => {
      const replacement = incoming.get(message.id);
      if (!replacement) return message;
      incoming.delete(message.id);
      return replacement;
    }),
  }));
  const [first, ...rest] = pages;
  if (!first) return data;
  const merged = [...first.messages, ...incoming.values()].sort((a, b) => a.seq - b.seq);
  return { ...data, pages: [{ ...first, messages: merged }, ...rest] };
}

/** Replaces one message wherever it is loaded (an edit, a delete, a new reply count). */
export function withMessage(
  data: ChatHistoryPages | undefined,
  message: ChatMessage,
): ChatHistoryPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((current) => (current.id === message.id ? message : current)),
    })),
  };
}
