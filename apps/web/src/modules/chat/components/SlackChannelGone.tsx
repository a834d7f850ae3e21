import { CHAT_COPY } from '@northdesk/shared';
import { ArrowLeftIcon, LockIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface SlackChannelGoneProps {
  /** The channel's name as the list had it ('' when unknown). */
  name: string;
  onBack?: () => void;
}

/**
 * An open Slack channel this person was removed from (slack-access on the server): no messages,
 * no composer, and why. Their window gets nothing more from it.
 */
export function SlackChannelGone({ name, onBack }: SlackChannelGoneProps) {
  const title = name ? `#${name}` : CHAT_COPY.slackChannels;
  return (
    <section aria-label={title} className="flex min-h-0 min-w-0 flex-1 flex-col">
      <header className="flex h-10 shrink-0 items-center gap-1 border-b px-2">
        {onBack ? (
          <Button variant="ghost" size="icon" className="size-7" aria-label={CHAT_COPY.back} onClick={onBack}>
            <ArrowLeftIcon className="size-4" />
          </Button>
        ) : null}
        <h3 className="truncate font-medium text-sm">{title}</h3>
      </header>
      <div
        role="alert"
        className="grid flex-1 content-center justify-items-center gap-3 p-6 text-center text-sm"
      >
        <LockIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        <p>{name ? CHAT_COPY.slackAccessRevoked(`#${name}`) : CHAT_COPY.slackAccessRevokedGeneric}</p>
      </div>
    </section>
  );
}
