import { SlidersHorizontalIcon } from 'lucide-react';
import { PlaceholderPage } from '@/modules/page-layout/components/PlaceholderPage';
import { PAGE_COPY } from '@/modules/page-layout/copy';

export function CrmSettingsPage() {
  const { title, description } = PAGE_COPY.crmSettings;
  return <PlaceholderPage title={title} description={description} icon={SlidersHorizontalIcon} />;
}
