import { CHAT_COPY, type ChatMessage } from '@northdesk/shared';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useChatMessageActions } from '../hooks/useChatMessageActions';

interface ChatDeleteMessageDialogProps {
  message: ChatMessage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ChatDeleteMessageDialog({ message, open, onOpenChange }: ChatDeleteMessageDialogProps) {
  const { remove } = useChatMessageActions(message.channelId);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{CHAT_COPY.deleteConfirm}</AlertDialogTitle>
          <AlertDialogDescription className="line-clamp-3">{message.text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{CHAT_COPY.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={() => remove.mutate(message.id)}>{CHAT_COPY.delete}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
