import { FileTextIcon } from 'lucide-react';
import { PlaceholderPage } from '@/modules/page-layout/components/PlaceholderPage';
import { PAGE_COPY } from '@/modules/page-layout/copy';

export function QuotesPage() {
  const { title, description } = PAGE_COPY.quotes;
  return <PlaceholderPage title={title} description={description} icon={FileTextIcon} />;
}
