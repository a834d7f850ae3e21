import { CHAT_CHANNEL_NAME_MAX_LENGTH, CHAT_COPY } from '@northdesk/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, errorMessageOf } from '@/lib/api-client';
import { FormField } from '@/modules/ui/components/FormField';
import { useChatChannelActions } from '../hooks/useChatChannelActions';

interface ChatNewChannelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ChatNewChannelDialog({ open, onOpenChange }: ChatNewChannelDialogProps) {
  const { create } = useChatChannelActions();
  const [name, setName] = useState('');
  const [topic, setTopic] = useState('');
  const [isPrivate, setIsPrivate] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length === 0) return setError('Name is required');
    setError(undefined);
    create.mutate(
      { name, topic, kind: isPrivate ? 'private' : 'public' },
      {
        onSuccess: () => {
          setName('');
          setTopic('');
          setIsPrivate(false);
          onOpenChange(false);
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status === 409
              ? CHAT_COPY.channelNameTaken
              : ((failure instanceof ApiError ? failure.fields.name : undefined) ??
                  errorMessageOf(failure, CHAT_COPY.connectionError)),
          ),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{CHAT_COPY.newChannel}</DialogTitle>
          <DialogDescription className="sr-only">{CHAT_COPY.newChannel}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField id="chat-channel-name" label={CHAT_COPY.channelName} error={error}>
            {(control) => (
              <Input
                {...control}
                value={name}
                maxLength={CHAT_CHANNEL_NAME_MAX_LENGTH}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </FormField>
          <FormField id="chat-channel-topic" label={CHAT_COPY.channelTopic}>
            {(control) => (
              <Input {...control} value={topic} onChange={(event) => setTopic(event.target.value)} />
            )}
          </FormField>
          <div className="flex items-center gap-2">
            <Checkbox
              id="chat-channel-private"
              checked={isPrivate}
              onCheckedChange={(checked) => setIsPrivate(checked === true)}
            />
            <Label htmlFor="chat-channel-private">{CHAT_COPY.privateChannel}</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {CHAT_COPY.cancel}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {CHAT_COPY.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
