import { ADMIN_COPY, uploadedAvatarResponseSchema } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { errorMessageOf } from '@/lib/api-client';
import { authQueryKeys } from '@/modules/auth/utils/auth-query-keys';
import { profileQueryKeys } from '../utils/profile-query-keys';
import { uploadImage } from '../utils/upload-image';

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage('/api/profile/avatar', file, uploadedAvatarResponseSchema),
    onSuccess: async () => {
      toast.success(ADMIN_COPY.avatarUploaded);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKeys.profile }),
        queryClient.invalidateQueries({ queryKey: authQueryKeys.currentUser }),
      ]);
    },
    onError: (error) => toast.error(errorMessageOf(error, ADMIN_COPY.avatarUploadFailed)),
  });
}
