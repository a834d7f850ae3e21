import { CHAT_COPY } from '@northdesk/shared';
import { HashIcon, LockIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useSlackChannels } from '../hooks/useSlackChat';
import { SlackErrorView } from './SlackErrorView';

interface SlackChannelListProps {
  selectedId: string | null;
  onSelect: (channelId: string) => void;
  className?: string;
}

/** Slack's channels (not archived, no direct messages: spec §5). */
export function SlackChannelList({ selectedId, onSelect, className }: SlackChannelListProps) {
  const { data, error, refetch, isFetching } = useSlackChannels();
  return (
    <nav
      aria-label={CHAT_COPY.slackChannels}
      className={cn('flex min-h-0 flex-col gap-1 overflow-y-auto', className)}
    >
      <h3 className="px-2 font-medium text-muted-foreground text-xs uppercase tracking-wide">
        {CHAT_COPY.channels}
      </h3>
      {error && !isFetching ? <SlackErrorView error={error} onRetry={() => void refetch()} compact /> : null}
      <ul className="grid gap-0.5">
        {(data?.channels ?? []).map((channel) => (
          <li key={channel.id}>
            <button
              type="button"
              onClick={() => onSelect(channel.id)}
              aria-current={channel.id === selectedId ? 'true' : undefined}
              className={cn(
                'flex w-full items-center gap-1.5 rounded-md px-2 py-1 text-left text-sm hover:bg-muted',
                channel.id === selectedId && 'bg-muted font-medium',
              )}
            >
              {channel.isPrivate ? (
                <LockIcon className="size-3.5 shrink-0" aria-hidden="true" />
              ) : (
                <HashIcon className="size-3.5 shrink-0" aria-hidden="true" />
              )}
              <span className="truncate">{channel.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
