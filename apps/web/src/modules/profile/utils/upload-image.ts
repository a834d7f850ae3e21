import {
  ADMIN_COPY,
  IMAGE_TYPES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_MEGABYTES,
} from '@northdesk/shared';
import type { z } from 'zod';
import { ApiError, ApiResponseFormatError } from '@/lib/api-client';

/** The reason a picked file cannot be uploaded as an image, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/') || !IMAGE_TYPES[file.type]) return ADMIN_COPY.pleaseSelectImage;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return ADMIN_COPY.imageTooLarge(IMAGE_UPLOAD_MAX_MEGABYTES);
  return null;
}

/** Posts one image as multipart form data (field "file") and parses the JSON answer. */
export async function uploadImage<TSchema extends z.ZodType>(
  path: string,
  file: File,
  schema: TSchema,
): Promise<z.output<TSchema>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(path, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    const message = typeof error?.message === 'string' ? error.message : undefined;
    throw new ApiError({
      status: response.status,
      code: 'unknown',
      message: message ?? `Request failed with status ${response.status}`,
      hasServerMessage: message !== undefined,
    });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiResponseFormatError(path);
  return parsed.data;
}
