import { HUBSPOT_COPY } from '@northdesk/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toaster';
import { errorMessageOf } from '@/lib/api-client';
import { useConnectHubspot } from '../hooks/useHubspotMutations';

/** The private-app token form: HubSpot checks the token before it is saved. */
export function HubspotConnectForm() {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const connect = useConnectHubspot();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    connect.mutate(token.trim(), {
      onSuccess: () => {
        setToken('');
        toast.success(HUBSPOT_COPY.connectedToast);
      },
      onError: (e) => setError(errorMessageOf(e, HUBSPOT_COPY.connectFailed)),
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor="hubspot-token">{HUBSPOT_COPY.tokenLabel}</Label>
        <Input
          id="hubspot-token"
          type="password"
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'hubspot-token-help hubspot-token-error' : 'hubspot-token-help'}
          placeholder="pat-na1-…"
        />
        <p id="hubspot-token-help" className="text-muted-foreground text-xs">
          {HUBSPOT_COPY.tokenHelp}
        </p>
        {error ? (
          <p id="hubspot-token-error" role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={connect.isPending || token.trim().length === 0}>
          {connect.isPending ? HUBSPOT_COPY.connecting : HUBSPOT_COPY.connect}
        </Button>
      </div>
    </form>
  );
}
