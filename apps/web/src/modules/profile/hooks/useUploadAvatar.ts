import { ADMIN_COPY, uploadedAvatarResponseSchema } from '@northdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { errorMessageOf } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/modules/auth/utils/current-user-query-key';
import { PROFILE_QUERY_KEY } from '../utils/profile-query-keys';
import { uploadImage } from '../utils/upload-image';

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage('/api/profile/avatar', file, uploadedAvatarResponseSchema),
    onSuccess: async () => {
      toast.success(ADMIN_COPY.avatarUploaded);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
      ]);
    },
    onError: (error) => toast.error(errorMessageOf(error, ADMIN_COPY.avatarUploadFailed)),
  });
}
