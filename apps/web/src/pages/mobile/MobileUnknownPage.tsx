import { PackageSearchIcon } from 'lucide-react';
import { MobilePlaceholderPage } from '@/modules/mobile/components/MobilePlaceholderPage';
import { MOBILE_COPY } from '@/modules/mobile/copy';

export function MobileUnknownPage() {
  return (
    <MobilePlaceholderPage
      title={MOBILE_COPY.unknownGoods}
      description={MOBILE_COPY.unknownGoodsDescription}
      icon={PackageSearchIcon}
    />
  );
}
