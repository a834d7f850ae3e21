export const NAVIGATION_COPY = {
  backTo: (title: string) => `Back to ${title}`,
} as const;
