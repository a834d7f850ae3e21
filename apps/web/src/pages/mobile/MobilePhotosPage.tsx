import { PHOTO_KINDS, type PhotoKind, WAREHOUSE_COPY, WAREHOUSE_PHONE_COPY } from '@northdesk/shared';
import { useState } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { MOBILE_COPY } from '@/modules/mobile/copy';
import { FormField } from '@/modules/ui/components/FormField';
import { PhotoPicker } from '@/modules/warehouse/components/PhotoPicker';
import { PhotoSubjectPicker, type SubjectKind } from '@/modules/warehouse/components/PhotoSubjectPicker';
import { WaitingPhotos } from '@/modules/warehouse/components/WaitingPhotos';
import { type PhotoSubject, queuePhotos } from '@/modules/warehouse/outbox/queue-photos';

const C = WAREHOUSE_PHONE_COPY.photos;
const DEFAULT_KIND: Record<SubjectKind, PhotoKind> = { receipt: 'pod', product: 'label', unknown: 'label' };

/**
 * /mobile-photos (Photo Upload): say what the photos show, take or choose them; they are made
 * smaller on the phone, kept until uploaded and uploaded in the background with their progress.
 */
export function MobilePhotosPage() {
  const { user } = useCurrentUser();
  const [subject, setSubject] = useState<PhotoSubject | null>(null);
  const [kind, setKind] = useState<PhotoKind>('other');
  const [message, setMessage] = useState('');
  return (
    <div className="mx-auto grid w-full max-w-xl gap-5 px-4 py-5">
      <header>
        <h1 className="font-semibold text-xl tracking-tight">{MOBILE_COPY.photoUpload}</h1>
        <p className="mt-1 text-muted-foreground text-sm">{MOBILE_COPY.photoUploadDescription}</p>
      </header>
      <PhotoSubjectPicker
        onChange={(next, subjectKind) => {
          setSubject(next);
          setMessage('');
          if (subjectKind) setKind(DEFAULT_KIND[subjectKind]);
        }}
      />
      <FormField id="photo-kind" label={C.kindLabel}>
        {(props) => (
          <Select value={kind} onValueChange={(value) => setKind(value as PhotoKind)}>
            <SelectTrigger {...props} className="h-11 w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PHOTO_KINDS.map((k) => (
                <SelectItem key={k} value={k}>
                  {WAREHOUSE_COPY.photoKinds[k]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <PhotoPicker
        label={C.takePhoto}
        hint={subject ? C.takeHint : C.chooseFirst}
        disabled={!subject}
        onPick={(files) => {
          if (!user || !subject) return;
          void queuePhotos(user.id, files, kind, subject).then((n) => setMessage(C.queued(n)));
        }}
      />
      <p role="status" className="min-h-5 font-medium text-sm">
        {message}
      </p>
      <WaitingPhotos />
    </div>
  );
}
