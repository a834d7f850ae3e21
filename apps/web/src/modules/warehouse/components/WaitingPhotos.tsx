import { WAREHOUSE_COPY, WAREHOUSE_PHONE_COPY } from '@northdesk/shared';
import { useOutbox } from '../hooks/useOutbox';

const C = WAREHOUSE_PHONE_COPY.photos;

/** The photos waiting on this phone, the one uploading with its progress. */
export function WaitingPhotos() {
  const outbox = useOutbox();
  return (
    <section aria-labelledby="photos-waiting" className="grid gap-2">
      <h2 id="photos-waiting" className="font-semibold">
        {C.waitingTitle}
      </h2>
      {outbox.photoList.length === 0 ? (
        <p className="text-muted-foreground text-sm" data-photos-waiting="0">
          {C.noneWaiting}
        </p>
      ) : null}
      <ul className="grid gap-2" data-photos-waiting={outbox.photoList.length || undefined}>
        {outbox.photoList.map((photo) => {
          const uploading =
            outbox.upload?.photoId === photo.id ? Math.round(outbox.upload.fraction * 100) : null;
          return (
            <li key={photo.id} className="grid gap-1 rounded-lg border p-3 text-sm">
              <span className="font-medium">{WAREHOUSE_COPY.photoKinds[photo.kind]}</span>
              {uploading === null ? (
                <span className="text-muted-foreground">{C.waiting}</span>
              ) : (
                <>
                  <span>{C.uploadProgress(uploading)}</span>
                  <progress
                    className="h-2 w-full"
                    max={100}
                    value={uploading}
                    aria-label={C.uploadProgress(uploading)}
                  />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
