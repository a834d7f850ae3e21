import { ScanLineIcon } from 'lucide-react';
import { MobilePlaceholderPage } from '@/modules/mobile/components/MobilePlaceholderPage';
import { MOBILE_COPY } from '@/modules/mobile/copy';

export function MobileScannerPage() {
  return (
    <MobilePlaceholderPage
      title={MOBILE_COPY.stockTracking}
      description={MOBILE_COPY.stockTrackingDescription}
      icon={ScanLineIcon}
    />
  );
}
