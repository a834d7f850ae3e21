import { ChartColumnIcon } from 'lucide-react';
import { PlaceholderPage } from '@/modules/page-layout/components/PlaceholderPage';
import { PAGE_COPY } from '@/modules/page-layout/copy';

export function ReportsPage() {
  const { title, description } = PAGE_COPY.reports;
  return <PlaceholderPage title={title} description={description} icon={ChartColumnIcon} />;
}
