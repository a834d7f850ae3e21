export const chatQueryKeys = {
  all: ['chat'] as const,
  channels: ['chat', 'channels'] as const,
  people: ['chat', 'people'] as const,
  histories: ['chat', 'history'] as const,
  history: (channelId: string) => ['chat', 'history', channelId] as const,
  threads: ['chat', 'thread'] as const,
  thread: (rootId: string) => ['chat', 'thread', rootId] as const,
};

/** Slack's side of the window (docs/product/chat.md, "Slack"). */
export const slackQueryKeys = {
  all: ['chat', 'slack'] as const,
  app: ['chat', 'slack', 'app'] as const,
  connection: ['chat', 'slack', 'connection'] as const,
  channels: ['chat', 'slack', 'channels'] as const,
  history: (channelId: string) => ['chat', 'slack', 'history', channelId] as const,
};
