import { CHAT_COPY, type ChatMessage } from '@northdesk/shared';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useChatMessageActions } from '../hooks/useChatMessageActions';
import { decodeMentions, encodeMentions } from '../utils/chat-mentions';

interface ChatMessageEditFormProps {
  message: ChatMessage;
  nameOf: (id: string) => string | undefined;
  onDone: () => void;
}

/** Edit my message in place: Enter saves, Escape cancels, mentions kept. */
export function ChatMessageEditForm({ message, nameOf, onDone }: ChatMessageEditFormProps) {
  const { edit } = useChatMessageActions(message.channelId);
  const [initial] = useState(() => decodeMentions(message.text, nameOf));
  const [text, setText] = useState(initial.text);
  const canSave = text.trim().length > 0 && !edit.isPending;

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSave) return;
    edit.mutate({ id: message.id, text: encodeMentions(text, initial.chosen) }, { onSuccess: onDone });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') onDone();
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };

  return (
    <form className="mt-1 grid gap-1" onSubmit={save}>
      <Textarea
        aria-label={CHAT_COPY.edit}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-10 text-sm"
        autoFocus
      />
      <div className="flex justify-end gap-1">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {CHAT_COPY.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={!canSave}>
          {CHAT_COPY.save}
        </Button>
      </div>
    </form>
  );
}
