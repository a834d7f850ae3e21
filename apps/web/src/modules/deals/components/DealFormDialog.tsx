import { DEALS_COPY as C, type DealDetail } from '@northdesk/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { CompanyPicker, type PickedCompany } from '@/modules/companies/components/CompanyPicker';
import { ContactSelect } from '@/modules/quotes/components/ContactSelect';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useCreateDeal, useDealMutations } from '../hooks/useDealMutations';
import { useDealOwners } from '../hooks/useDealOwners';
import { usePipelines } from '../hooks/usePipelines';

const NO_OWNER = '__none__';

interface DealFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this deal; creating when absent. */
  deal?: DealDetail;
  /** Preset company and contact (New Deal from a company or contact page). */
  company?: PickedCompany | null;
  contactId?: string | null;
}

type Values = {
  name: string;
  company: PickedCompany | null;
  contactId: string;
  amount: string;
  closeDate: string;
  stageId: string;
  ownerUserId: string;
};

/** New Deal and Edit deal: name, company and contact, amount, expected close, stage and owner. */
export function DealFormDialog({
  open,
  onOpenChange,
  deal,
  company = null,
  contactId = null,
}: DealFormDialogProps) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { can } = useSectionAccess();
  const pipelines = usePipelines(open);
  const owners = useDealOwners(open);
  const create = useCreateDeal();
  const edit = useDealMutations(deal?.id ?? '');
  const [values, setValues] = useState<Values>(() => initial());
  const [errors, setErrors] = useState<Record<string, string>>({});

  function initial(): Values {
    return deal
      ? {
          name: deal.name,
          company: deal.crmCompanyId ? { id: deal.crmCompanyId, name: deal.companyName ?? '' } : null,
          contactId: deal.contactId ?? '',
          amount: deal.amount ?? '',
          closeDate: deal.closeDate ?? '',
          stageId: deal.stageId,
          ownerUserId: deal.owner?.id ?? '',
        }
      : {
          name: '',
          company,
          contactId: contactId ?? '',
          amount: '',
          closeDate: '',
          stageId: '',
          ownerUserId: user?.id ?? '',
        };
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      setValues(initial());
      setErrors({});
    }
  }, [open]);

  const pipeline =
    pipelines.data?.pipelines.find((p) => p.id === deal?.pipelineId) ?? pipelines.data?.pipelines[0];
  const stages = pipeline?.stages.filter((s) => s.kind === 'open' || s.id === deal?.stageId) ?? [];
  const set = (change: Partial<Values>) => setValues((v) => ({ ...v, ...change }));
  const pending = create.isPending || edit.update.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!values.name.trim()) local.name = C.nameRequired;
    if (!values.company) local.crmCompanyId = C.companyRequired;
    if (Object.keys(local).length > 0 || !values.company) {
      setErrors(local);
      return;
    }
    const body = {
      name: values.name,
      crmCompanyId: values.company.id,
      contactId: values.contactId || null,
      amount: values.amount.trim() ? values.amount.trim() : null,
      closeDate: values.closeDate || null,
      ownerUserId: values.ownerUserId || null,
      ...(values.stageId ? { stageId: values.stageId } : {}),
    };
    const onError = (error: unknown) =>
      setErrors(
        error instanceof ApiError && error.fields
          ? { ...error.fields }
          : { form: String((error as Error).message) },
      );
    if (deal) edit.update.mutate(body, { onSuccess: () => onOpenChange(false), onError });
    else
      create.mutate(body, {
        onSuccess: (created) => {
          onOpenChange(false);
          navigate(`/deals/${created.id}`);
        },
        onError,
      });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{deal ? C.editTitle : C.createTitle}</DialogTitle>
          <DialogDescription className="sr-only">{deal ? C.editTitle : C.createTitle}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="deal-name" label={C.name} error={errors.name}>
            {(props) => (
              <Input {...props} value={values.name} onChange={(e) => set({ name: e.target.value })} />
            )}
          </FormField>
          <FormField id="deal-company" label={C.company} error={errors.crmCompanyId}>
            {(props) => (
              <CompanyPicker
                {...props}
                value={values.company}
                onChange={(next) => set({ company: next, contactId: '' })}
                allowCreate={can('companies', 'create')}
              />
            )}
          </FormField>
          <FormField id="deal-contact" label={C.contact} error={errors.contactId}>
            {({ id }) => (
              <ContactSelect
                id={id}
                crmCompanyId={values.company?.id ?? null}
                value={values.contactId}
                onChange={(next) => set({ contactId: next })}
                disabled={!values.company}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="deal-amount" label={C.amount} error={errors.amount}>
              {(props) => (
                <Input
                  {...props}
                  inputMode="decimal"
                  value={values.amount}
                  onChange={(e) => set({ amount: e.target.value })}
                  placeholder="0.00"
                />
              )}
            </FormField>
            <FormField id="deal-close" label={C.closeDate} error={errors.closeDate}>
              {(props) => (
                <Input
                  {...props}
                  type="date"
                  value={values.closeDate}
                  onChange={(e) => set({ closeDate: e.target.value })}
                />
              )}
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="deal-stage" label={C.stage} error={errors.stageId}>
              {({ id }) => (
                <Select
                  value={values.stageId || stages[0]?.id || ''}
                  onValueChange={(stageId) => set({ stageId })}
                >
                  <SelectTrigger id={id} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {stages.map((s) => (
                      <SelectItem key={s.id} value={s.id}>
                        {s.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <FormField id="deal-owner" label={C.owner} error={errors.ownerUserId}>
              {({ id }) => (
                <Select
                  value={values.ownerUserId || NO_OWNER}
                  onValueChange={(next) => set({ ownerUserId: next === NO_OWNER ? '' : next })}
                >
                  <SelectTrigger id={id} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NO_OWNER}>{C.noOwner}</SelectItem>
                    {owners.data?.owners.map((o) => (
                      <SelectItem key={o.id} value={o.id}>
                        {o.name ?? o.id}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          </div>
          {errors.form ? (
            <p className="text-destructive text-sm" role="alert">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {C.cancel}
            </Button>
            <SubmitButton isPending={pending}>{pending ? C.saving : C.save}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
