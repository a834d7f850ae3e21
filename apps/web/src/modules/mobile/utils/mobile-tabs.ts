import { CameraIcon, type LucideIcon, PackageCheckIcon, PackageSearchIcon, ScanLineIcon } from 'lucide-react';
import { MOBILE_COPY } from '../copy';

export interface MobileTab {
  path: string;
  /** The bottom navigation's short label. */
  label: string;
  /** The screen's title, also used on the home tiles. */
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The four mobile tabs, in bottom-navigation order. */
export const MOBILE_TABS: readonly MobileTab[] = [
  {
    path: '/mobile-scanner',
    label: MOBILE_COPY.stockTracking,
    title: MOBILE_COPY.stockTracking,
    description: MOBILE_COPY.stockTrackingDescription,
    icon: ScanLineIcon,
  },
  {
    path: '/mobile-receipt',
    label: MOBILE_COPY.goodsReceipt,
    title: MOBILE_COPY.goodsReceipt,
    description: MOBILE_COPY.goodsReceiptDescription,
    icon: PackageCheckIcon,
  },
  {
    path: '/mobile-photos',
    label: MOBILE_COPY.photosTab,
    title: MOBILE_COPY.photoUpload,
    description: MOBILE_COPY.photoUploadDescription,
    icon: CameraIcon,
  },
  {
    path: '/mobile-unknown',
    label: MOBILE_COPY.unknownGoods,
    title: MOBILE_COPY.unknownGoods,
    description: MOBILE_COPY.unknownGoodsDescription,
    icon: PackageSearchIcon,
  },
];
