export const chatQueryKeys = {
  all: ['chat'] as const,
  channels: ['chat', 'channels'] as const,
  people: ['chat', 'people'] as const,
  histories: ['chat', 'history'] as const,
  history: (channelId: string) => ['chat', 'history', channelId] as const,
  threads: ['chat', 'thread'] as const,
  thread: (rootId: string) => ['chat', 'thread', rootId] as const,
};
