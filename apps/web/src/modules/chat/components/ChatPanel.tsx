import { CHAT_COPY, type ChatProviderKind } from '@northdesk/shared';
import { cn } from '@/lib/utils';
import { useChatConnection } from '../hooks/useChatConnection';
import { updateChatWindow, useChatWindow } from '../states/chat-window-store';
import { CHAT_SURFACES, type ChatSurface } from './chat-surfaces';

interface ChatPanelProps {
  /** window: list beside the conversation; phone: the list, then the conversation alone. */
  layout: 'window' | 'phone';
  isVisible?: boolean;
}

const PROVIDERS: readonly ChatProviderKind[] = ['builtin', 'slack'];

/** The chat itself, shared by the floating window and /mobile-chat: built-in, or Slack once connected. */
export function ChatPanel(props: ChatPanelProps) {
  const { isSlackConnected } = useChatConnection();
  const { provider } = useChatWindow();
  const shown: ChatProviderKind = isSlackConnected ? provider : 'builtin';
  const panel = <ChatProviderPanel key={shown} surface={CHAT_SURFACES[shown]} {...props} />;
  if (!isSlackConnected) return panel;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <fieldset aria-label={CHAT_COPY.chooseProvider} className="flex shrink-0 gap-1 border-b p-1">
        {PROVIDERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={provider === value}
            onClick={() => updateChatWindow({ provider: value })}
            className={cn(
              'rounded-md px-2 py-0.5 text-xs hover:bg-muted',
              provider === value && 'bg-muted font-medium',
            )}
          >
            {value === 'slack' ? CHAT_COPY.slackSource : CHAT_COPY.builtinSource}
          </button>
        ))}
      </fieldset>
      {panel}
    </div>
  );
}

/** Any provider's channels and open conversation, laid out for the window or a phone. */
function ChatProviderPanel({ surface, layout, isVisible = true }: ChatPanelProps & { surface: ChatSurface }) {
  const { selectedId, isOpen, select } = surface.useOpenChannel();
  const { ChannelList, Conversation } = surface;

  if (layout === 'phone') {
    return isOpen ? (
      <Conversation onBack={() => select(null)} isVisible={isVisible} />
    ) : (
      <ChannelList selectedId={null} onSelect={select} className="p-3" />
    );
  }
  return (
    <div className="flex min-h-0 flex-1">
      <ChannelList selectedId={selectedId} onSelect={select} className="w-44 shrink-0 border-r p-2" />
      {isOpen ? (
        <Conversation isVisible={isVisible} />
      ) : (
        <p className="flex flex-1 items-center justify-center p-6 text-center text-muted-foreground text-sm">
          {CHAT_COPY.noChannelSelected}
        </p>
      )}
    </div>
  );
}
