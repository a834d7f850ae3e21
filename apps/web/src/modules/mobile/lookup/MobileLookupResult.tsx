import { MOBILE_LOOKUP_COPY as L } from '@northdesk/shared';
import { Building2Icon, MailIcon, PhoneCallIcon, PhoneIcon, UserIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type LookupHit, mailHref, telHref } from './useCrmLookup';

const ACTION =
  'inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-lg border bg-background px-3 font-medium text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 active:bg-accent';

interface MobileLookupResultProps {
  hit: LookupHit;
  canLog: boolean;
  onLogCall: (hit: LookupHit) => void;
}

/** One company or contact found on the phone: name, what it is, and thumb-sized Call / Email / Log call. */
export function MobileLookupResult({ hit, canLog, onLogCall }: MobileLookupResultProps) {
  const tel = hit.phone ? telHref(hit.phone) : null;
  const mail = hit.email ? mailHref(hit.email) : null;
  const Icon = hit.kind === 'company' ? Building2Icon : UserIcon;
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs" data-lookup-hit={hit.kind}>
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p className="break-words font-semibold">{hit.name}</p>
          {hit.detail ? <p className="break-words text-muted-foreground text-sm">{hit.detail}</p> : null}
          {hit.phone ? <p className="break-all text-sm">{hit.phone}</p> : null}
          {hit.email ? <p className="break-all text-sm">{hit.email}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {tel ? (
          <a href={tel} className={ACTION} aria-label={L.call(hit.name)}>
            <PhoneIcon className="size-4" aria-hidden="true" />
            {L.callShort}
          </a>
        ) : null}
        {mail ? (
          <a href={mail} className={ACTION} aria-label={L.mail(hit.name)}>
            <MailIcon className="size-4" aria-hidden="true" />
            {L.mailShort}
          </a>
        ) : null}
        {canLog && hit.company ? (
          <Button
            type="button"
            variant="outline"
            className="min-h-12 flex-1 rounded-lg"
            aria-label={L.logCall(hit.name)}
            onClick={() => onLogCall(hit)}
          >
            <PhoneCallIcon aria-hidden="true" />
            {L.logCallShort}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
