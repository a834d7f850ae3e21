import {
  CRM_SETTINGS_COPY as C,
  type CrmGeneralSettings,
  CURRENCIES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  VAT_CODE_LABELS,
  VAT_CODES,
} from '@northdesk/shared';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useGeneralSettings } from '../hooks/useGeneralSettings';
import { useUpdateGeneralSettings } from '../hooks/useUpdateGeneralSettings';

type Field = keyof CrmGeneralSettings;

const FIELDS: readonly { name: Field; label: string; help: string; options: readonly [string, string][] }[] =
  [
    {
      name: 'defaultCurrency',
      label: C.defaultCurrencyLabel,
      help: C.defaultCurrencyHelp,
      options: CURRENCIES.map((code) => [code, C.currencyNames[code]]),
    },
    {
      name: 'defaultVatCode',
      label: C.defaultVatCodeLabel,
      help: C.defaultVatCodeHelp,
      options: VAT_CODES.map((code) => [code, VAT_CODE_LABELS[code]]),
    },
    {
      name: 'defaultLeadStatus',
      label: C.defaultLeadStatusLabel,
      help: C.defaultLeadStatusHelp,
      options: LEAD_STATUSES.map((status) => [status, LEAD_STATUS_LABELS[status]]),
    },
  ];

function SettingSelect(props: {
  label: string;
  help: string;
  value: string;
  options: readonly [string, string][];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <Select value={props.value} onValueChange={props.onChange}>
        <SelectTrigger id={id} className="w-full" aria-describedby={`${id}-help`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.options.map(([value, label]) => (
            <SelectItem key={value} value={value}>
              {label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-help`} className="text-muted-foreground text-sm">
        {props.help}
      </p>
    </div>
  );
}

/** CRM Settings → General settings: the tenant's defaults for new companies and quotes. */
export function GeneralSettingsCard() {
  const settings = useGeneralSettings();
  const update = useUpdateGeneralSettings();
  const [draft, setDraft] = useState<CrmGeneralSettings | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);
  const changed = draft !== null && JSON.stringify(draft) !== JSON.stringify(settings.data);

  const save = () => {
    if (!draft) return;
    update.mutate(draft, {
      onSuccess: () => toast.success(C.saved),
      onError: (error) => toast.error(`${C.saveFailed}: ${error.message}`),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{C.generalTitle}</CardTitle>
        <CardDescription>{C.generalDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.isError ? <p className="text-destructive text-sm">{C.loadFailed}</p> : null}
        {draft === null ? (
          settings.isError ? null : (
            <Spinner />
          )
        ) : (
          <>
            {FIELDS.map((field) => (
              <SettingSelect
                key={field.name}
                label={field.label}
                help={field.help}
                value={draft[field.name]}
                options={field.options}
                onChange={(value) => setDraft({ ...draft, [field.name]: value })}
              />
            ))}
            <div>
              <Button type="button" disabled={!changed || update.isPending} onClick={save}>
                {update.isPending ? <Spinner size="sm" aria-hidden="true" className="text-current" /> : null}
                {update.isPending ? C.saving : C.save}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
