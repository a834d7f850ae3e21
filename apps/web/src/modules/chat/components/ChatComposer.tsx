import { CHAT_COPY, CHAT_MESSAGE_MAX_LENGTH, type ChatAttachment, type ChatPerson } from '@northdesk/shared';
import { PaperclipIcon, SendHorizontalIcon, XIcon } from 'lucide-react';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useChatPeople } from '../hooks/useChatPeople';
import { useSendChatMessage } from '../hooks/useSendChatMessage';
import { useUploadChatAttachment } from '../hooks/useUploadChatAttachment';
import {
  activeMentionQuery,
  encodeMentions,
  insertMention,
  type MentionQuery,
  mentionCandidates,
} from '../utils/chat-mentions';
import { ChatMentionMenu } from './ChatMentionMenu';

interface ChatComposerProps {
  channelId: string;
  placeholder: string;
  threadRootId?: string | null;
}

/**
 * Writes a message: Enter sends, Shift+Enter adds a line; nothing is sent while the text is blank,
 * a file is uploading or the previous send is in flight. `@` offers colleagues to mention.
 */
export function ChatComposer({ channelId, placeholder, threadRootId = null }: ChatComposerProps) {
  const send = useSendChatMessage(channelId, threadRootId);
  const upload = useUploadChatAttachment(channelId);
  const { people } = useChatPeople();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ChatPerson[]>([]);
  const [files, setFiles] = useState<ChatAttachment[]>([]);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [highlight, setHighlight] = useState(0);
  const clientMsgId = useRef(crypto.randomUUID());
  const textarea = useRef<HTMLTextAreaElement>(null);
  /** Where the caret goes once a picked mention is in the textarea. */
  const caretAfterPick = useRef<number | null>(null);
  const fileInputId = useId();
  const hintId = useId();

  const candidates = mention ? mentionCandidates(people, mention.query) : [];
  const canSend = text.trim().length > 0 && !send.isPending && !upload.isPending;

  const submit = () => {
    if (!canSend) return;
    send.mutate(
      {
        text: encodeMentions(text, chosen),
        attachmentIds: files.map((file) => file.id),
        clientMsgId: clientMsgId.current,
      },
      {
        onSuccess: () => {
          setText('');
          setChosen([]);
          setFiles([]);
          clientMsgId.current = crypto.randomUUID();
          textarea.current?.focus();
        },
      },
    );
  };

  const pick = (person: ChatPerson) => {
    if (!mention) return;
    const caret = textarea.current?.selectionStart ?? text.length;
    const next = insertMention(text, mention, caret, person.name);
    caretAfterPick.current = next.caret;
    setText(next.text);
    setChosen((list) => [...list, person]);
    setMention(null);
  };

  // The caret is put after the mention as soon as the new text is in the DOM, before the browser
  // handles another key. (Done on the next animation frame, keys typed before that frame went in at
  // the end and the rest of the word then landed back after the mention.) After every commit: it
  // does nothing unless a pick left a caret to place.
  useLayoutEffect(() => {
    if (caretAfterPick.current === null) return;
    textarea.current?.setSelectionRange(caretAfterPick.current, caretAfterPick.current);
    caretAfterPick.current = null;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (candidates.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setHighlight((index) => (index + step + candidates.length) % candidates.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const person = candidates[Math.min(highlight, candidates.length - 1)];
        if (person) pick(person);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setMention(null);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  const onChange = (value: string, caret: number) => {
    setText(value);
    setMention(activeMentionQuery(value, caret));
    setHighlight(0);
  };

  return (
    <div className="relative grid gap-1.5 border-t p-2">
      {candidates.length > 0 ? (
        <ChatMentionMenu people={candidates} highlight={highlight} onPick={pick} />
      ) : null}
      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-1">
          {files.map((file) => (
            <li
              key={file.id}
              className="flex items-center gap-1 rounded-md border bg-muted px-2 py-0.5 text-xs"
            >
              <PaperclipIcon className="size-3" aria-hidden="true" />
              <span className="max-w-40 truncate">{file.fileName}</span>
              <button
                type="button"
                aria-label={CHAT_COPY.removeAttachment(file.fileName)}
                onClick={() => setFiles((list) => list.filter((f) => f.id !== file.id))}
              >
                <XIcon className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-1.5">
        <label
          htmlFor={fileInputId}
          className="flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-accent"
        >
          <PaperclipIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">{CHAT_COPY.attach}</span>
        </label>
        <input
          id={fileInputId}
          type="file"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file, { onSuccess: (stored) => setFiles((list) => [...list, stored]) });
          }}
        />
        <Textarea
          ref={textarea}
          aria-label={CHAT_COPY.messageLabel}
          aria-describedby={hintId}
          placeholder={placeholder}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          rows={1}
          className="max-h-32 min-h-9 resize-none py-1.5 text-sm"
          onChange={(event) => onChange(event.target.value, event.target.selectionStart)}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setMention(null), 150)}
        />
        <Button
          type="button"
          size="icon"
          className="shrink-0"
          aria-label={send.isPending ? CHAT_COPY.sending : CHAT_COPY.send}
          disabled={!canSend}
          onClick={submit}
        >
          <SendHorizontalIcon />
        </Button>
      </div>
      <p id={hintId} className="sr-only">
        {CHAT_COPY.sendHint}
      </p>
    </div>
  );
}
