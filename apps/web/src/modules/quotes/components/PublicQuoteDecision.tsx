import { QUOTES_COPY as C, type PublicQuote } from '@northdesk/shared';
import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessageOf } from '@/lib/api-client';
import { FieldError } from '@/modules/ui/components/FieldError';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { usePublicQuoteDecision } from '../hooks/usePublicQuote';

/** Accept (full name, optional email) or decline (name and reason) an open quote. */
export function PublicQuoteDecision({ token, quote }: { token: string; quote: PublicQuote }) {
  const { accept, decline } = usePublicQuoteDecision(token);
  const [mode, setMode] = useState<'accept' | 'decline'>('accept');
  const [name, setName] = useState(quote.customer.contactName ?? '');
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = accept.isPending || decline.isPending;

  const onError = (error: unknown) => {
    setErrors(error instanceof ApiError ? { ...error.fields } : {});
    setFailure(errorMessageOf(error, C.publicInvalid));
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing: Record<string, string> = {};
    if (!name.trim()) missing.name = C.publicNameRequired;
    if (mode === 'decline' && !reason.trim()) missing.reason = C.publicReasonRequired;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    if (mode === 'accept') accept.mutate({ name, email: email.trim() || null }, { onError });
    else decline.mutate({ name, reason }, { onError });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{mode === 'accept' ? C.publicAcceptTitle : C.publicDeclineTitle}</CardTitle>
        <CardDescription>
          {mode === 'accept' ? C.publicAcceptDescription : C.publicDeclineDescription}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="public-name" label={C.publicNameLabel} error={errors.name}>
            {(controlProps) => (
              <Input
                {...controlProps}
                value={name}
                onChange={(e) => setName(e.target.value)}
                autoComplete="name"
              />
            )}
          </FormField>
          {mode === 'accept' ? (
            <FormField id="public-email" label={C.publicEmailLabel} error={errors.email}>
              {(controlProps) => (
                <Input
                  {...controlProps}
                  type="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  autoComplete="email"
                />
              )}
            </FormField>
          ) : (
            <FormField id="public-reason" label={C.publicDeclineReasonLabel} error={errors.reason}>
              {(controlProps) => (
                <Textarea
                  {...controlProps}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  rows={3}
                />
              )}
            </FormField>
          )}
          {failure ? <FieldError id="public-failure" message={failure} /> : null}
          <div className="flex flex-wrap gap-2">
            <SubmitButton isPending={pending} variant={mode === 'accept' ? 'default' : 'destructive'}>
              {mode === 'accept' ? <CheckIcon aria-hidden="true" /> : null}
              {mode === 'accept' ? C.publicAccept : C.publicDeclineButton}
            </SubmitButton>
            <Button
              type="button"
              variant="ghost"
              onClick={() => setMode(mode === 'accept' ? 'decline' : 'accept')}
            >
              {mode === 'accept' ? C.publicDecline : C.publicAccept}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
