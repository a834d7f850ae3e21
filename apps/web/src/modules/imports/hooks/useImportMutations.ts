import {
  IMPORTS_COPY,
  type Import,
  type ImportEntity,
  type ImportOptionsInput,
  importResponseSchema,
} from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toast } from '@/components/ui/toaster';
import { apiFetch, errorMessageOf } from '@/lib/api-client';
import { importsQueryKeys } from '../utils/imports-query-keys';

const errorBody = z.object({ error: z.object({ message: z.string() }) });

/** Uploads the file (multipart, streamed by the browser) and answers the new import. */
export function useUploadImport(entity: ImportEntity) {
  return useMutation({
    mutationFn: async (file: File): Promise<Import> => {
      const form = new FormData();
      form.append('file', file);
      const response = await fetch(`/api/imports/${entity}`, {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const parsed = errorBody.safeParse(body);
        throw new Error(parsed.success ? parsed.data.error.message : IMPORTS_COPY.errors.unreadable);
      }
      return importResponseSchema.parse(body).import;
    },
    onError: (error) => toast.error(error.message),
  });
}

/** Starts a step of the import (dry run, import, undo); the page then follows its progress. */
export function useImportStep(entity: ImportEntity, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, options }: { step: 'check' | 'run' | 'undo'; options?: ImportOptionsInput }) =>
      apiFetch(`/api/imports/${entity}/${id}/${step}`, {
        method: 'POST',
        body: options ?? {},
        schema: importResponseSchema,
      }).then((r) => r.import),
    onSuccess: (value) => {
      queryClient.setQueryData(importsQueryKeys.detail(id), value);
      // What the lists show changed (or will, once the job ends).
      void queryClient.invalidateQueries({ queryKey: [entity] });
    },
    onError: (error) => toast.error(errorMessageOf(error, IMPORTS_COPY.errors.unreadable)),
  });
}
