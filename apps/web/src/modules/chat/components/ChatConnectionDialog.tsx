import { CHAT_COPY } from '@northdesk/shared';
import { MessagesSquareIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useChatConnection } from '../hooks/useChatConnection';
import { useConnectSlack } from '../hooks/useConnectSlack';

interface ChatConnectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Chat Connection": the built-in chat (always on) and Slack, connected through the OAuth popup
 * once an administrator has set up the company's Slack app.
 */
export function ChatConnectionDialog({ open, onOpenChange }: ChatConnectionDialogProps) {
  const {
    isConnected,
    isSlackConnected,
    slackAppConfigured,
    slackNeedsReconnection,
    slackUsername,
    slackTeamName,
  } = useChatConnection();
  const { connect, isConnecting } = useConnectSlack();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{CHAT_COPY.dialogTitle}</DialogTitle>
          <DialogDescription>{CHAT_COPY.dialogDescription}</DialogDescription>
        </DialogHeader>
        <ProviderRow
          name={CHAT_COPY.builtinProvider}
          description={CHAT_COPY.builtinDescription}
          isConnected={isConnected}
        />
        <div className="grid gap-4 rounded-lg border p-4">
          <ProviderRow
            name={CHAT_COPY.provider}
            description={CHAT_COPY.providerDescription}
            isConnected={isSlackConnected}
            bare
          />
          {isSlackConnected ? (
            <p className="text-muted-foreground text-sm">
              {CHAT_COPY.slackConnectedAs(slackUsername ?? '—', slackTeamName ?? '—')}
            </p>
          ) : slackAppConfigured ? (
            <div className="grid gap-2">
              {slackNeedsReconnection ? <p className="text-sm">{CHAT_COPY.expired}</p> : null}
              <p className="text-muted-foreground text-sm">{CHAT_COPY.connectSlackDescription}</p>
              <Button onClick={() => void connect()} disabled={isConnecting}>
                {slackNeedsReconnection ? CHAT_COPY.reconnect : CHAT_COPY.connectSlack}
              </Button>
            </div>
          ) : (
            <p className="text-muted-foreground text-sm">{CHAT_COPY.slackNotConfigured}</p>
          )}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{CHAT_COPY.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

interface ProviderRowProps {
  name: string;
  description: string;
  isConnected: boolean;
  /** Inside a bordered box already. */
  bare?: boolean;
}

function ProviderRow({ name, description, isConnected, bare = false }: ProviderRowProps) {
  return (
    <div
      className={
        bare
          ? 'flex items-center justify-between gap-3'
          : 'flex items-center justify-between gap-3 rounded-lg border p-4'
      }
    >
      <div className="flex min-w-0 items-center gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <MessagesSquareIcon className="size-5" aria-hidden="true" />
        </div>
        <div className="min-w-0">
          <p className="font-medium text-sm">{name}</p>
          <p className="text-muted-foreground text-xs">{description}</p>
        </div>
      </div>
      <Badge variant={isConnected ? 'success' : 'outline'}>
        <span className="sr-only">
          {name} {CHAT_COPY.statusLabel}:{' '}
        </span>
        {isConnected ? CHAT_COPY.connected : CHAT_COPY.notConnected}
      </Badge>
    </div>
  );
}
