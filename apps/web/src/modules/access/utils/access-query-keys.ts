/** React Query keys of the signed-in user's access levels (GET /api/access). */
export const accessQueryKeys = {
  levels: ['access'] as const,
};
