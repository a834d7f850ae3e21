import { ADMIN_COPY, uploadedLogoResponseSchema } from '@northdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { errorMessageOf } from '@/lib/api-client';
import { uploadImage } from '@/modules/profile/utils/upload-image';

/** Uploads a logo; it becomes the company's logo once the details are saved. */
export function useUploadLogo() {
  return useMutation({
    mutationFn: async (file: File) =>
      (await uploadImage('/api/company-details/logo', file, uploadedLogoResponseSchema)).logoUrl,
    onSuccess: () => toast.success(ADMIN_COPY.logoUploaded),
    onError: (error) => toast.error(errorMessageOf(error, ADMIN_COPY.logoUploadFailed)),
  });
}
