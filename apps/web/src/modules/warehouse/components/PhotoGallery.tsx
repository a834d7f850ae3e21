import { WAREHOUSE_COPY as C, type WarehousePhoto } from '@northdesk/shared';
import { formatWhen, photoUrl } from '../utils/warehouse-format';

/** Photos as thumbnails, each opening the full image in a new tab. */
export function PhotoGallery({ photos }: { photos: WarehousePhoto[] }) {
  if (photos.length === 0) return <p className="text-muted-foreground text-sm">{C.noPhotos}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((photo) => (
        <li key={photo.id}>
          <a href={photoUrl(photo.id)} target="_blank" rel="noreferrer" className="block">
            <img
              src={photoUrl(photo.id)}
              alt={C.photoAlt(C.photoKinds[photo.kind], formatWhen(photo.takenAt))}
              className="size-24 rounded-md border object-cover"
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
