import { ListTodoIcon } from 'lucide-react';
import { PlaceholderPage } from '@/modules/page-layout/components/PlaceholderPage';
import { PAGE_COPY } from '@/modules/page-layout/copy';

export function TasksPage() {
  const { title, description } = PAGE_COPY.tasks;
  return <PlaceholderPage title={title} description={description} icon={ListTodoIcon} />;
}
