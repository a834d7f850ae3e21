import {
  companyContactsResponseSchema,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASKS_COPY,
  type Task,
  type TaskPriority,
  type TaskStatus,
  taskPriorityLabel,
  taskStatusLabel,
} from '@northdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api-client';
import { CompanyPicker, type PickedCompany } from '@/modules/companies/components/CompanyPicker';
import { companiesQueryKeys } from '@/modules/companies/utils/companies-query-keys';
import { FieldError } from '@/modules/ui/components/FieldError';
import { FormField } from '@/modules/ui/components/FormField';
import { SubmitButton } from '@/modules/ui/components/SubmitButton';
import { useAssignees } from '../hooks/useAssignees';

export interface LinkedCompanyValue {
  crmCompanyId: string;
  crmCompanyName: string;
  contacts: { contactId: string; contactName: string }[];
}

export interface TaskFormValues {
  subject: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: string;
  assignedTo: string;
  linkedCompanies: LinkedCompanyValue[];
}

const UNASSIGNED = '__none__';

export function emptyTaskForm(overrides: Partial<TaskFormValues> = {}): TaskFormValues {
  return {
    subject: '',
    description: '',
    status: 'todo',
    priority: 'medium',
    dueDate: '',
    assignedTo: '',
    linkedCompanies: [],
    ...overrides,
  };
}

export function taskFormOf(task: Task): TaskFormValues {
  return {
    subject: task.subject,
    description: task.description ?? '',
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate ?? '',
    assignedTo: task.assignedTo?.id ?? '',
    linkedCompanies: task.linkedCompanies.map((c) => ({
      crmCompanyId: c.crmCompanyId,
      crmCompanyName: c.crmCompanyName,
      contacts: c.contacts.map((p) => ({ contactId: p.contactId, contactName: p.contactName })),
    })),
  };
}

/** The request body of a form's values. */
export function taskRequestOf(values: TaskFormValues) {
  return {
    subject: values.subject,
    description: values.description,
    status: values.status,
    priority: values.priority,
    dueDate: values.dueDate || null,
    assignedTo: values.assignedTo || null,
    linkedCompanies: values.linkedCompanies.map((c) => ({
      crmCompanyId: c.crmCompanyId,
      contactIds: c.contacts.map((p) => p.contactId),
    })),
  };
}

function ContactAdder({
  company,
  onAdd,
}: {
  company: LinkedCompanyValue;
  onAdd: (contact: { contactId: string; contactName: string }) => string | undefined;
}) {
  const contacts = useQuery({
    queryKey: companiesQueryKeys.taskFormContacts(company.crmCompanyId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/companies/${company.crmCompanyId}/contacts`, {
        schema: companyContactsResponseSchema,
        signal,
      }),
  });
  const [error, setError] = useState<string>();
  const options = contacts.data?.contacts ?? [];
  if (options.length === 0) return null;
  return (
    <div className="grid gap-1">
      <Select
        value=""
        onValueChange={(id) => {
          const c = options.find((o) => o.id === id);
          if (!c) return;
          const name = [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email || '';
          setError(onAdd({ contactId: c.id, contactName: name }));
        }}
      >
        <SelectTrigger className="w-full" aria-label={`${TASKS_COPY.addContact}: ${company.crmCompanyName}`}>
          <SelectValue placeholder={TASKS_COPY.pickContact} />
        </SelectTrigger>
        <SelectContent>
          {options.map((c) => (
            <SelectItem key={c.id} value={c.id}>
              {[c.firstName, c.lastName].filter(Boolean).join(' ') || c.email}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error ? <FieldError id={`contact-error-${company.crmCompanyId}`} message={error} /> : null}
    </div>
  );
}

interface TaskFormProps {
  initial: TaskFormValues;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (values: TaskFormValues) => void;
  onCancel: () => void;
  idPrefix?: string;
}

/**
 * The task form (docs/product/tasks.md): title (required), description, status, priority, due date,
 * assignee, linked companies each with their contacts.
 */
export function TaskForm({
  initial,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
  idPrefix = 'task',
}: TaskFormProps) {
  const [values, setValues] = useState<TaskFormValues>(initial);
  const [errors, setErrors] = useState<{ subject?: string; company?: string }>({});
  const [picked, setPicked] = useState<PickedCompany | null>(null);
  const assignees = useAssignees();

  const addCompany = (company: PickedCompany | null) => {
    setPicked(null);
    if (!company) return;
    if (values.linkedCompanies.some((c) => c.crmCompanyId === company.id)) {
      setErrors((e) => ({ ...e, company: TASKS_COPY.companyAlreadyAdded }));
      return;
    }
    setErrors((e) => ({ ...e, company: undefined }));
    setValues((v) => ({
      ...v,
      linkedCompanies: [
        ...v.linkedCompanies,
        { crmCompanyId: company.id, crmCompanyName: company.name, contacts: [] },
      ],
    }));
  };

  const addContact = (companyId: string, contact: { contactId: string; contactName: string }) => {
    const company = values.linkedCompanies.find((c) => c.crmCompanyId === companyId);
    if (company?.contacts.some((p) => p.contactId === contact.contactId))
      return TASKS_COPY.contactAlreadyAdded;
    setValues((v) => ({
      ...v,
      linkedCompanies: v.linkedCompanies.map((c) =>
        c.crmCompanyId === companyId ? { ...c, contacts: [...c.contacts, contact] } : c,
      ),
    }));
    return undefined;
  };

  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!values.subject.trim()) {
          setErrors((e) => ({ ...e, subject: TASKS_COPY.titleRequired }));
          return;
        }
        onSubmit(values);
      }}
    >
      <FormField id={`${idPrefix}-subject`} label={TASKS_COPY.titleLabel} error={errors.subject}>
        {(control) => (
          <Input
            {...control}
            value={values.subject}
            placeholder={TASKS_COPY.titlePlaceholder}
            onChange={(event) => {
              set('subject', event.target.value);
              setErrors((e) => ({ ...e, subject: undefined }));
            }}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-description`} label={TASKS_COPY.descriptionLabel}>
        {(control) => (
          <Textarea
            {...control}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-status`} label={TASKS_COPY.statusLabel}>
          {(control) => (
            <Select value={values.status} onValueChange={(v) => set('status', v as TaskStatus)}>
              <SelectTrigger id={control.id} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TASK_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {taskStatusLabel(s)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField id={`${idPrefix}-priority`} label={TASKS_COPY.priorityLabel}>
          {(control) => (
            <Select value={values.priority} onValueChange={(v) => set('priority', v as TaskPriority)}>
              <SelectTrigger id={control.id} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TASK_PRIORITIES.map((p) => (
                  <SelectItem key={p} value={p}>
                    {taskPriorityLabel(p)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField id={`${idPrefix}-due`} label={TASKS_COPY.dueDateLabel}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.dueDate}
              onChange={(e) => set('dueDate', e.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${idPrefix}-assignee`} label={TASKS_COPY.assigneeLabel}>
          {(control) => (
            <Select
              value={values.assignedTo || UNASSIGNED}
              onValueChange={(v) => set('assignedTo', v === UNASSIGNED ? '' : v)}
            >
              <SelectTrigger id={control.id} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={UNASSIGNED}>{TASKS_COPY.unassigned}</SelectItem>
                {(assignees.data?.users ?? []).map((u) => (
                  <SelectItem key={u.id} value={u.id}>
                    {u.fullName || u.email}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </div>
      <FormField id={`${idPrefix}-company`} label={TASKS_COPY.linkedCompaniesLabel} error={errors.company}>
        {(control) => <CompanyPicker {...control} value={picked} allowCreate={false} onChange={addCompany} />}
      </FormField>
      {values.linkedCompanies.length > 0 ? (
        <ul className="grid gap-3" aria-label={TASKS_COPY.linkedCompaniesLabel}>
          {values.linkedCompanies.map((company) => (
            <li key={company.crmCompanyId} className="grid gap-2 rounded-md border p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{company.crmCompanyName}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`${TASKS_COPY.removeCompany}: ${company.crmCompanyName}`}
                  onClick={() =>
                    set(
                      'linkedCompanies',
                      values.linkedCompanies.filter((c) => c.crmCompanyId !== company.crmCompanyId),
                    )
                  }
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </div>
              {company.contacts.length > 0 ? (
                <ul className="flex flex-wrap gap-2 text-sm">
                  {company.contacts.map((contact) => (
                    <li
                      key={contact.contactId}
                      className="flex items-center gap-1 rounded bg-muted px-2 py-0.5"
                    >
                      {contact.contactName}
                      <button
                        type="button"
                        aria-label={`${TASKS_COPY.removeContact}: ${contact.contactName}`}
                        onClick={() =>
                          set(
                            'linkedCompanies',
                            values.linkedCompanies.map((c) =>
                              c.crmCompanyId === company.crmCompanyId
                                ? {
                                    ...c,
                                    contacts: c.contacts.filter((p) => p.contactId !== contact.contactId),
                                  }
                                : c,
                            ),
                          )
                        }
                      >
                        <XIcon className="size-3" aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
              <ContactAdder
                company={company}
                onAdd={(contact) => addContact(company.crmCompanyId, contact)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {TASKS_COPY.cancel}
        </Button>
        <SubmitButton isPending={isPending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
