import {
  ACTIVITIES_COPY,
  ACTIVITY_TYPE_LABELS,
  activityDateProblem,
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
import { ApiError } from '@/lib/api-client';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { useCurrentUser } from '@/modules/auth/hooks/useCurrentUser';
import { CompanyPicker, type PickedCompany } from '@/modules/companies/components/CompanyPicker';
import { FieldError } from '@/modules/ui/components/FieldError';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useLogActivity } from '../hooks/useLogActivity';
import { fromLocalInput, toLocalInput } from '../utils/activity-date-input';
import { ActivityContactSelect, type PickedContact } from './ActivityContactSelect';
import { FollowUpTaskFields, type FollowUpValues } from './FollowUpTaskFields';

export interface LogActivityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The company the activity is for. Undefined (the activities page): the user picks it. Null (a
   * contact with no company): logging is refused with the spec's message.
   */
  company?: PickedCompany | null;
  /** The contact it was with (a contact's page); otherwise picked from the company's contacts. */
  contact?: PickedContact | null;
  /** The deal the activity is for (Log Activity on a deal page). */
  dealId?: string;
  /** What the form starts with ("Log a call" on the phone: a call, "Call with …"). */
  defaultType?: LoggableActivityType;
  defaultTitle?: string;
}

interface FormState {
  title: string;
  type: LoggableActivityType;
  description: string;
  outcome: string;
  company: PickedCompany | null;
  contact: PickedContact | null;
  /** datetime-local value, local time. */
  when: string;
  followUp: FollowUpValues;
}

type Errors = { title?: string; company?: string; when?: string; followUpTitle?: string };

const emptyForm = (me: string, type: LoggableActivityType, title: string): FormState => ({
  title,
  type,
  description: '',
  outcome: '',
  company: null,
  contact: null,
  when: toLocalInput(new Date()),
  followUp: { enabled: false, title: '', dueDate: '', assignedTo: me },
});

/**
 * Log Activity (docs/product/activities.md): title (required), type (meeting by default), when
 * (now by default; earlier for something that already happened; ahead only for a meeting or
 * visit), the contact it was with, description, outcome (an "Outcome: ..." line), and optionally a
 * follow-up task made in the same request. Opened from /activities, a company, a contact or a deal.
 */
export function LogActivityDialog({
  open,
  onOpenChange,
  company,
  contact,
  dealId,
  defaultType = DEFAULT_ACTIVITY_TYPE,
  defaultTitle = '',
}: LogActivityDialogProps) {
  const logActivity = useLogActivity();
  const { can } = useSectionAccess();
  const { user } = useCurrentUser();
  const [form, setForm] = useState<FormState>(() => emptyForm(user?.id ?? '', defaultType, defaultTitle));
  const [errors, setErrors] = useState<Errors>({});
  const pickCompany = company === undefined;
  const target = pickCompany ? form.company : company;

  useEffect(() => {
    if (open) {
      setForm(emptyForm(user?.id ?? '', defaultType, defaultTitle));
      setErrors({});
    }
  }, [open, user?.id, defaultType, defaultTitle]);

  const submit = () => {
    const when = fromLocalInput(form.when);
    const followUp = form.followUp;
    const found: Errors = {
      title: form.title.trim() ? undefined : ACTIVITIES_COPY.titleRequired,
      company: target ? undefined : ACTIVITIES_COPY.crmCompanyRequired,
      when: when
        ? (activityDateProblem(form.type, when, new Date()) ?? undefined)
        : ACTIVITIES_COPY.dateInvalid,
      followUpTitle:
        followUp.enabled && !followUp.title.trim() ? ACTIVITIES_COPY.followUpTitleRequired : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || !target || !when) return;
    logActivity.mutate(
      {
        title: form.title,
        type: form.type,
        description: form.description,
        outcome: form.outcome,
        crmCompanyId: target.id,
        contactId: (contact ?? form.contact)?.id ?? null,
        dealId: dealId ?? null,
        activityDate: when.toISOString(),
        followUpTask: followUp.enabled
          ? {
              title: followUp.title,
              dueDate: followUp.dueDate || null,
              assignedTo: followUp.assignedTo || null,
            }
          : null,
      },
      {
        onSuccess: () => onOpenChange(false),
        // The server's word on the date (its clock decides "the future") shows at the field.
        onError: (error) => {
          if (error instanceof ApiError && error.fields.activityDate) {
            setErrors((e) => ({ ...e, when: error.fields.activityDate }));
          }
        },
      },
    );
  };

  const subjectOf = [contact?.name, company?.name].filter(Boolean).join(' · ');
  const set = (change: Partial<FormState>) => setForm((f) => ({ ...f, ...change }));

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
                    set({ company: picked, contact: null });
                    setErrors((e) => ({ ...e, company: undefined }));
                  }}
                />
              )}
            </FormField>
          ) : null}
          {!contact && target ? (
            <FormField id="activity-contact" label={ACTIVITIES_COPY.contactLabel}>
              {(control) => (
                <ActivityContactSelect
                  control={control}
                  crmCompanyId={target.id}
                  value={form.contact}
                  onChange={(picked) => set({ contact: picked })}
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
                  set({ title: event.target.value });
                  setErrors((e) => ({ ...e, title: undefined }));
                }}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="activity-type" label={ACTIVITIES_COPY.typeLabel}>
              {(control) => (
                <Select
                  value={form.type}
                  onValueChange={(value) => {
                    set({ type: value as LoggableActivityType });
                    setErrors((e) => ({ ...e, when: undefined }));
                  }}
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
            <FormField id="activity-date" label={ACTIVITIES_COPY.dateLabel} error={errors.when}>
              {(control) => (
                <Input
                  {...control}
                  type="datetime-local"
                  value={form.when}
                  onChange={(event) => {
                    set({ when: event.target.value });
                    setErrors((e) => ({ ...e, when: undefined }));
                  }}
                />
              )}
            </FormField>
          </div>
          <FormField id="activity-description" label={ACTIVITIES_COPY.descriptionLabel}>
            {(control) => (
              <Textarea
                {...control}
                value={form.description}
                placeholder={ACTIVITIES_COPY.descriptionPlaceholder}
                onChange={(event) => set({ description: event.target.value })}
              />
            )}
          </FormField>
          <FormField id="activity-outcome" label={ACTIVITIES_COPY.outcomeLabel}>
            {(control) => (
              <Input
                {...control}
                value={form.outcome}
                placeholder={ACTIVITIES_COPY.outcomePlaceholder}
                onChange={(event) => set({ outcome: event.target.value })}
              />
            )}
          </FormField>
          {can('tasks', 'create') ? (
            <FollowUpTaskFields
              value={form.followUp}
              titleError={errors.followUpTitle}
              onChange={(change) => {
                setForm((f) => {
                  const followUp = { ...f.followUp, ...change };
                  // Ticking the box suggests a title from the activity's.
                  if (change.enabled && !followUp.title.trim() && f.title.trim()) {
                    followUp.title = ACTIVITIES_COPY.followUpTitleDefault(f.title.trim());
                  }
                  return { ...f, followUp };
                });
                setErrors((e) => ({ ...e, followUpTitle: undefined }));
              }}
            />
          ) : null}
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
