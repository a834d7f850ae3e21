import { ChatPanel } from '@/modules/chat/components/ChatPanel';
import { MOBILE_COPY } from '@/modules/mobile/copy';

/** /mobile-chat: the channel list, then one conversation, between the header and the bottom tabs. */
export function MobileChatPage() {
  return (
    <div className="flex h-[calc(100svh-3.5rem-4rem-env(safe-area-inset-bottom))] flex-col">
      <h1 className="sr-only">{MOBILE_COPY.chatTitle}</h1>
      <ChatPanel layout="phone" />
    </div>
  );
}
