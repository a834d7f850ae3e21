import { CHAT_COPY, type SlackChannelItem } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, SendHorizontalIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { initialsOf } from '@/modules/ui/utils/initials';
import { useMarkSlackRead, useSendSlackMessage, useSlackHistory, useSlackLive } from '../hooks/useSlackChat';
import { markSlackChannelRevoked } from '../states/slack-revoked-store';
import { slackErrorKind } from '../utils/slack-errors';
import { SlackErrorView } from './SlackErrorView';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

interface SlackConversationProps {
  channel: SlackChannelItem;
  onBack?: () => void;
  /** False while the window is minimized: nothing is marked read then. */
  isVisible?: boolean;
}

/** A Slack channel: its messages (50 first, then newer only), and a composer posting as me. */
export function SlackConversation({ channel, onBack, isVisible = true }: SlackConversationProps) {
  const history = useSlackHistory(channel.id);
  const send = useSendSlackMessage(channel.id);
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useSlackLive(channel.id);
  const messages = history.data?.messages ?? [];
  useMarkSlackRead(channel.id, messages.at(-1)?.ts, isVisible && history.isSuccess);
  const queryClient = useQueryClient();
  // Slack refused a channel it let me read before (removed while the stream was down, say):
  // the same as the stream's "no longer available" event.
  const isRevoked = slackErrorKind(history.error) === 'accessRevoked';
  useEffect(() => {
    if (isRevoked) markSlackChannelRevoked(queryClient, channel.id);
  }, [isRevoked, queryClient, channel.id]);

  useEffect(() => {
    if (messages.length) list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  // Blank text, no channel, or a send in flight: nothing is sent (spec §5).
  const canSend = text.trim().length > 0 && !send.isPending;
  const submit = () => {
    if (!canSend) return;
    send.mutate(text, { onSuccess: () => setText('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section aria-label={`#${channel.name}`} className="flex min-h-0 min-w-0 flex-1 flex-col">
      <header className="flex h-10 shrink-0 items-center gap-1 border-b px-2">
        {onBack ? (
          <Button variant="ghost" size="icon" className="size-7" aria-label={CHAT_COPY.back} onClick={onBack}>
            <ArrowLeftIcon className="size-4" />
          </Button>
        ) : null}
        <h3 className="truncate font-medium text-sm">#{channel.name}</h3>
      </header>
      {history.error && !history.isFetching ? (
        <SlackErrorView error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <ol ref={list} className="min-h-0 flex-1 overflow-y-auto py-2" aria-label={CHAT_COPY.slackMessages}>
          {messages.map((message) => (
            <li key={message.ts} className="flex gap-2 px-3 py-1.5" data-testid="slack-message">
              <span
                className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 font-medium text-primary text-xs"
                aria-hidden="true"
              >
                {initialsOf(message.username)}
              </span>
              <div className="min-w-0">
                <p className="text-xs">
                  <span className="font-medium">{message.username}</span>{' '}
                  <time
                    className="text-muted-foreground"
                    dateTime={new Date(Number(message.ts) * 1000).toISOString()}
                  >
                    {timeFormat.format(new Date(Number(message.ts) * 1000))}
                  </time>
                </p>
                <p className="whitespace-pre-wrap break-words text-sm">{message.text}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="flex shrink-0 items-end gap-2 border-t p-2">
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          aria-label={CHAT_COPY.messagePlaceholder(`#${channel.name}`)}
          placeholder={CHAT_COPY.messagePlaceholder(`#${channel.name}`)}
          className="min-h-0 resize-none"
        />
        <Button size="icon" aria-label={CHAT_COPY.send} disabled={!canSend} onClick={submit}>
          <SendHorizontalIcon className="size-4" />
        </Button>
      </div>
    </section>
  );
}
