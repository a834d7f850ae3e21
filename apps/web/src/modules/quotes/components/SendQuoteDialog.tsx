import { QUOTES_COPY as C, type Quote, type SendQuoteRequest } from '@northdesk/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';

interface SendQuoteDialogProps {
  quote: Quote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  send: UseMutationResult<Quote, unknown, SendQuoteRequest>;
}

/** "Send quote": to the contact's address unless changed, with an optional message. */
export function SendQuoteDialog({ quote, open, onOpenChange, send }: SendQuoteDialogProps) {
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!open) return;
    setTo(quote.sentTo ?? quote.contact?.email ?? '');
    setMessage('');
    setError(undefined);
  }, [open, quote]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    send.mutate(
      { to: to.trim(), message: message.trim() || null },
      {
        onSuccess: () => onOpenChange(false),
        onError: (failure) =>
          setError(failure instanceof ApiError ? (failure.fields.to ?? failure.message) : undefined),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{C.sendTitle}</DialogTitle>
          <DialogDescription>{C.sendDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="send-quote-to" label={C.sendTo} error={error}>
            {(controlProps) => (
              <Input
                {...controlProps}
                type="email"
                value={to}
                onChange={(e) => setTo(e.target.value)}
                autoComplete="email"
              />
            )}
          </FormField>
          <FormField id="send-quote-message" label={C.sendMessage}>
            {(controlProps) => (
              <Textarea
                {...controlProps}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                rows={4}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {C.cancel}
            </Button>
            <SubmitButton isPending={send.isPending}>{C.sendButton}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
