import { HandshakeIcon } from 'lucide-react';
import { PlaceholderPage } from '@/modules/page-layout/components/PlaceholderPage';
import { PAGE_COPY } from '@/modules/page-layout/copy';

export function DealsPage() {
  const { title, description } = PAGE_COPY.deals;
  return <PlaceholderPage title={title} description={description} icon={HandshakeIcon} />;
}
