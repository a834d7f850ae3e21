import { SettingsIcon } from 'lucide-react';
import { PlaceholderPage } from '@/modules/page-layout/components/PlaceholderPage';
import { PAGE_COPY } from '@/modules/page-layout/copy';

export function SystemSettingsPage() {
  const { title, description } = PAGE_COPY.systemSettings;
  return <PlaceholderPage title={title} description={description} icon={SettingsIcon} />;
}
