import type { TenantSummary } from '@northdesk/shared';
import { Building2Icon } from 'lucide-react';
import { useState } from 'react';
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
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { TENANTS_COPY } from '../copy';
import { useSwitchCompany } from '../hooks/useSwitchCompany';
import { useTenants } from '../hooks/useTenants';
import { canSwitchTo } from '../utils/can-switch-to';

interface CompanyOptionsProps {
  companies: readonly TenantSummary[];
  currentCompanyId: string;
  selectedId: string | null;
  onSelect: (companyId: string) => void;
}

function CompanyOptions({ companies, currentCompanyId, selectedId, onSelect }: CompanyOptionsProps) {
  if (companies.length === 0) {
    return <p className="py-6 text-center text-muted-foreground text-sm">{TENANTS_COPY.empty}</p>;
  }
  return (
    <fieldset className="grid max-h-72 gap-2 overflow-y-auto p-0.5">
      <legend className="sr-only">{TENANTS_COPY.listLabel}</legend>
      {companies.map((company) => (
        <label
          key={company.id}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-accent/60',
            'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
          )}
        >
          <input
            type="radio"
            name="company"
            value={company.id}
            checked={selectedId === company.id}
            onChange={() => onSelect(company.id)}
            className="size-4 shrink-0 accent-primary outline-none"
          />
          <Building2Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate font-medium">{company.displayName}</span>
          {company.id === currentCompanyId ? <Badge variant="secondary">{TENANTS_COPY.current}</Badge> : null}
        </label>
      ))}
    </fieldset>
  );
}

function SwitchCompanyForm({ onDone }: { onDone: () => void }) {
  const { user } = useCurrentUser();
  const tenants = useTenants();
  const switchCompany = useSwitchCompany();
  const currentCompanyId = user?.companyId ?? '';
  const [selectedId, setSelectedId] = useState<string | null>(currentCompanyId || null);

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!selectedId || !canSwitchTo(selectedId, currentCompanyId)) return;
        switchCompany.mutate(selectedId, { onSuccess: onDone });
      }}
    >
      {tenants.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : tenants.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed px-3 py-4 text-sm">
          <p className="text-muted-foreground">{TENANTS_COPY.loadFailed}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void tenants.refetch()}>
            {TENANTS_COPY.retry}
          </Button>
        </div>
      ) : (
        <CompanyOptions
          companies={tenants.data.companies}
          currentCompanyId={currentCompanyId}
          selectedId={selectedId}
          onSelect={setSelectedId}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {TENANTS_COPY.cancel}
          </Button>
        </DialogClose>
        <SubmitButton
          isPending={switchCompany.isPending}
          disabled={!canSwitchTo(selectedId, currentCompanyId)}
        >
          {TENANTS_COPY.switchButton}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

interface SwitchCompanyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Select Company" (developers): pick an active company and press Switch. */
export function SwitchCompanyDialog({ open, onOpenChange }: SwitchCompanyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{TENANTS_COPY.title}</DialogTitle>
          <DialogDescription>{TENANTS_COPY.description}</DialogDescription>
        </DialogHeader>
        {/* The content mounts on every opening, so the choice starts from the current company. */}
        <SwitchCompanyForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
