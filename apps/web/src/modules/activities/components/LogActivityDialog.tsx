import {
  ACTIVITIES_COPY,
  ACTIVITY_TYPE_LABELS,
  DEFAULT_ACTIVITY_TYPE,
  LOGGABLE_ACTIVITY_TYPES,
  type LoggableActivityType,
} from '@northdesk/shared';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { CompanyPicker, type PickedCompany } from '@/modules/companies/components/CompanyPicker';
import { FieldError } from '@/modules/ui/components/FieldError';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useLogActivity } from '../hooks/useLogActivity';

export interface LogActivityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The company the activity is for. Undefined (the activities page): the user picks it. Null (a
   * contact with no company): logging is refused with the spec's message.
   */
  company?: PickedCompany | null;
  contact?: { id: string; name: string } | null;
  /** The deal the activity is for (Log Activity on a deal page). */
  dealId?: string;
}

interface FormState {
  title: string;
  type: LoggableActivityType;
  description: string;
  outcome: string;
  company: PickedCompany | null;
}

const EMPTY: FormState = {
  title: '',
  type: DEFAULT_ACTIVITY_TYPE,
  description: '',
  outcome: '',
  company: null,
};

/**
 * Log Activity (docs/product/activities.md): title (required), type (meeting by default; the seven offered
 * types), description, outcome (stored as an "Outcome: ..." line). Opened from /activities, a
 * company or a contact.
 */
export function LogActivityDialog({ open, onOpenChange, company, contact, dealId }: LogActivityDialogProps) {
  const logActivity = useLogActivity();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<{ title?: string; company?: string }>({});
  const pickCompany = company === undefined;

  useEffect(() => {
    if (open) {
      setForm(EMPTY);
      setErrors({});
    }
  }, [open]);

  const submit = () => {
    const target = pickCompany ? form.company : company;
    const found = {
      title: form.title.trim() ? undefined : ACTIVITIES_COPY.titleRequired,
      company: target ? undefined : ACTIVITIES_COPY.crmCompanyRequired,
    };
    setErrors(found);
    if (found.title || found.company || !target) return;
    logActivity.mutate(
      {
        title: form.title,
        type: form.type,
        description: form.description,
        outcome: form.outcome,
        crmCompanyId: target.id,
        contactId: contact?.id ?? null,
        dealId: dealId ?? null,
      },
      { onSuccess: () => onOpenChange(false) },
    );
  };

  const subjectOf = [contact?.name, company?.name].filter(Boolean).join(' · ');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ACTIVITIES_COPY.dialogTitle}</DialogTitle>
          <DialogDescription>
            {subjectOf ? ACTIVITIES_COPY.dialogFor(subjectOf) : ACTIVITIES_COPY.dialogDescription}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            submit();
          }}
        >
          {pickCompany ? (
            <FormField
              id="activity-company"
              label={ACTIVITIES_COPY.companyLabel}
              error={errors.company}
              hint={<p className="text-muted-foreground text-xs">{ACTIVITIES_COPY.pickCompanyHint}</p>}
            >
              {(control) => (
                <CompanyPicker
                  {...control}
                  value={form.company}
                  allowCreate={false}
                  onChange={(picked) => {
                    setForm((f) => ({ ...f, company: picked }));
                    setErrors((e) => ({ ...e, company: undefined }));
                  }}
                />
              )}
            </FormField>
          ) : null}
          <FormField id="activity-title" label={ACTIVITIES_COPY.titleLabel} error={errors.title}>
            {(control) => (
              <Input
                {...control}
                value={form.title}
                placeholder={ACTIVITIES_COPY.titlePlaceholder}
                onChange={(event) => {
                  setForm((f) => ({ ...f, title: event.target.value }));
                  setErrors((e) => ({ ...e, title: undefined }));
                }}
              />
            )}
          </FormField>
          <FormField id="activity-type" label={ACTIVITIES_COPY.typeLabel}>
            {(control) => (
              <Select
                value={form.type}
                onValueChange={(value) => setForm((f) => ({ ...f, type: value as LoggableActivityType }))}
              >
                <SelectTrigger id={control.id} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LOGGABLE_ACTIVITY_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {ACTIVITY_TYPE_LABELS[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField id="activity-description" label={ACTIVITIES_COPY.descriptionLabel}>
            {(control) => (
              <Textarea
                {...control}
                value={form.description}
                placeholder={ACTIVITIES_COPY.descriptionPlaceholder}
                onChange={(event) => setForm((f) => ({ ...f, description: event.target.value }))}
              />
            )}
          </FormField>
          <FormField id="activity-outcome" label={ACTIVITIES_COPY.outcomeLabel}>
            {(control) => (
              <Input
                {...control}
                value={form.outcome}
                placeholder={ACTIVITIES_COPY.outcomePlaceholder}
                onChange={(event) => setForm((f) => ({ ...f, outcome: event.target.value }))}
              />
            )}
          </FormField>
          {!pickCompany && errors.company ? (
            <FieldError id="activity-company-error" message={errors.company} />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {ACTIVITIES_COPY.cancel}
            </Button>
            <SubmitButton isPending={logActivity.isPending}>{ACTIVITIES_COPY.save}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
