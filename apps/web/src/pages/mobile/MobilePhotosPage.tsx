import { CameraIcon } from 'lucide-react';
import { MobilePlaceholderPage } from '@/modules/mobile/components/MobilePlaceholderPage';
import { MOBILE_COPY } from '@/modules/mobile/copy';

export function MobilePhotosPage() {
  return (
    <MobilePlaceholderPage
      title={MOBILE_COPY.photoUpload}
      description={MOBILE_COPY.photoUploadDescription}
      icon={CameraIcon}
    />
  );
}
