import { HolidayNotificationList } from '@/modules/notifications/components/HolidayNotificationList';
import { NOTIFICATIONS_COPY } from '@/modules/notifications/copy';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';

export function HolidaysPage() {
  return (
    <PageContainer>
      <PageHeader
        title={NOTIFICATIONS_COPY.holidaysTitle}
        description={NOTIFICATIONS_COPY.holidaysDescription}
        showBack
      />
      <div className="w-full max-w-3xl">
        <HolidayNotificationList />
      </div>
    </PageContainer>
  );
}
