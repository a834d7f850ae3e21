import { Building2Icon } from 'lucide-react';
import { PlaceholderPage } from '@/modules/page-layout/components/PlaceholderPage';
import { PAGE_COPY } from '@/modules/page-layout/copy';

export function CompanyDetailsPage() {
  const { title, description } = PAGE_COPY.companyDetails;
  return <PlaceholderPage title={title} description={description} icon={Building2Icon} />;
}
