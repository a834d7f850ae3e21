import { SHELL_COPY } from '@northdesk/shared';

export const CHAT_COPY = {
  connect: SHELL_COPY.chatConnect,
  dialogTitle: SHELL_COPY.chatConnectionTitle,
  dialogDescription: SHELL_COPY.chatConnectionDescription,
  unavailable: SHELL_COPY.chatConnectionUnavailable,
  statusLabel: SHELL_COPY.chatStatusLabel,
  notConnected: SHELL_COPY.chatNotConnected,
  connected: SHELL_COPY.chatConnected,
  openChat: SHELL_COPY.chatOpen,
  provider: 'Slack',
  providerDescription: 'Team messages and channels',
  close: 'Close',
} as const;
