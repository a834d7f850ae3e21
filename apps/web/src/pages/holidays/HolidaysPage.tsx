import { HOLIDAYS_COPY as C } from '@northdesk/shared';
import { HolidaysOverview } from '@/modules/holidays/components/HolidaysOverview';
import { RequestLeaveButton } from '@/modules/holidays/components/RequestLeaveButton';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';

/** /holidays (docs/product/holidays.md), opened from the sidebar or a holiday notification. */
export function HolidaysPage() {
  return (
    <PageContainer>
      <PageHeader title={C.pageTitle} description={C.pageDescription} actions={<RequestLeaveButton />} />
      <HolidaysOverview />
    </PageContainer>
  );
}
