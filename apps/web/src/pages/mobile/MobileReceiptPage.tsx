import { PackageCheckIcon } from 'lucide-react';
import { MobilePlaceholderPage } from '@/modules/mobile/components/MobilePlaceholderPage';
import { MOBILE_COPY } from '@/modules/mobile/copy';

export function MobileReceiptPage() {
  return (
    <MobilePlaceholderPage
      title={MOBILE_COPY.goodsReceipt}
      description={MOBILE_COPY.goodsReceiptDescription}
      icon={PackageCheckIcon}
    />
  );
}
