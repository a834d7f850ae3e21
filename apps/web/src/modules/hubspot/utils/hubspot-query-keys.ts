export const hubspotQueryKeys = {
  all: ['hubspot'] as const,
  status: ['hubspot', 'status'] as const,
  job: (id: string) => ['hubspot', 'job', id] as const,
};
