import { MessagesSquareIcon } from 'lucide-react';
import { MobilePlaceholderPage } from '@/modules/mobile/components/MobilePlaceholderPage';
import { MOBILE_COPY } from '@/modules/mobile/copy';

export function MobileChatPage() {
  return (
    <MobilePlaceholderPage
      title={MOBILE_COPY.chatTitle}
      description={MOBILE_COPY.chatDescription}
      icon={MessagesSquareIcon}
    />
  );
}
