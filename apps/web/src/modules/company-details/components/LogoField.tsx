import { ADMIN_COPY } from '@northdesk/shared';
import { Building2Icon, UploadIcon, XIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toaster';
import { imageFileProblem } from '@/modules/profile/utils/upload-image';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useUploadLogo } from '../hooks/useUploadLogo';

interface LogoFieldProps {
  value: string | null;
  onChange: (logoUrl: string | null) => void;
}

/** Logo upload (images only, "Please select an image file"); kept with the details on save. */
export function LogoField({ value, onChange }: LogoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file, { onSuccess: onChange });
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor="company-logo-file">{ADMIN_COPY.logoLabel}</Label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-20 items-center justify-center overflow-hidden rounded-lg border bg-muted/40">
          {value ? (
            <img src={value} alt={ADMIN_COPY.logoLabel} className="size-full object-contain" />
          ) : (
            <Building2Icon className="size-8 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <input
          ref={input}
          id="company-logo-file"
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? <Spinner size="sm" aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
            {ADMIN_COPY.uploadLogo}
          </Button>
          {value ? (
            <Button type="button" variant="ghost" onClick={() => onChange(null)}>
              <XIcon aria-hidden="true" />
              {ADMIN_COPY.removeLogo}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
