import { UsersIcon } from 'lucide-react';
import { PlaceholderPage } from '@/modules/page-layout/components/PlaceholderPage';
import { PAGE_COPY } from '@/modules/page-layout/copy';

export function ContactsPage() {
  const { title, description } = PAGE_COPY.contacts;
  return <PlaceholderPage title={title} description={description} icon={UsersIcon} />;
}
