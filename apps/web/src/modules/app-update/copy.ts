import { SHELL_COPY } from '@northdesk/shared';

export const APP_UPDATE_COPY = {
  title: SHELL_COPY.updateTitle,
  description: SHELL_COPY.updateDescription,
  later: SHELL_COPY.updateLater,
  updateNow: SHELL_COPY.updateNow,
  version: (version: string) => `Version ${version}`,
} as const;
