import { ADMIN_COPY } from '@northdesk/shared';
import { UploadIcon } from 'lucide-react';
import { useRef } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { Spinner } from '@/modules/ui/components/Spinner';
import { initialsOf } from '@/modules/ui/utils/initials';
import { useUploadAvatar } from '../hooks/useUploadAvatar';
import { imageFileProblem } from '../utils/upload-image';

interface AvatarCardProps {
  avatarUrl: string | null;
  name: string;
}

/** Profile picture: stored as {userId}/avatar-{timestamp}.{ext}; images only. */
export function AvatarCard({ avatarUrl, name }: AvatarCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_COPY.profilePictureTitle}</CardTitle>
        <CardDescription>{ADMIN_COPY.profilePictureDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-5">
        <Avatar className="size-20 text-lg">
          {avatarUrl ? <AvatarImage src={avatarUrl} alt={name} /> : null}
          <AvatarFallback className="text-lg">{initialsOf(name)}</AvatarFallback>
        </Avatar>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label={ADMIN_COPY.uploadAvatar}
          tabIndex={-1}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? <Spinner size="sm" aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
          {ADMIN_COPY.uploadAvatar}
        </Button>
      </CardContent>
    </Card>
  );
}
