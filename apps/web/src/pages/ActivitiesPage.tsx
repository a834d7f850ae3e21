import { ActivityIcon } from 'lucide-react';
import { PlaceholderPage } from '@/modules/page-layout/components/PlaceholderPage';
import { PAGE_COPY } from '@/modules/page-layout/copy';

export function ActivitiesPage() {
  const { title, description } = PAGE_COPY.activities;
  return <PlaceholderPage title={title} description={description} icon={ActivityIcon} />;
}
