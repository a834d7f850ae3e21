import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ComingSoonCard } from './ComingSoonCard';
import { PageContainer } from './PageContainer';
import { PageHeader } from './PageHeader';

interface PlaceholderPageProps {
  title: string;
  description: string;
  icon?: LucideIcon;
  actions?: ReactNode;
}

/** A CRM area that a later release fills: title, back button and a coming-soon card. */
export function PlaceholderPage({ title, description, icon, actions }: PlaceholderPageProps) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} actions={actions} showBack />
      <ComingSoonCard area={title} icon={icon} />
    </PageContainer>
  );
}
