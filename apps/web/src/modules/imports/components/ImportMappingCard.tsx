import {
  IMPORTS_COPY as C,
  DATE_FORMATS,
  type DateFormat,
  DUPLICATE_MODES,
  type DuplicateMode,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type Import,
  type ImportMapping,
  type ImportOptionsInput,
} from '@northdesk/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { missingFields } from '../utils/import-rules';

const SELECT =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** Step 2: each column's field, the first rows, what to do with duplicates, the date format. */
export function ImportMappingCard({
  value,
  pending,
  onCheck,
}: {
  value: Import;
  pending: boolean;
  onCheck: (options: ImportOptionsInput) => void;
}) {
  const [mapping, setMapping] = useState<ImportMapping>(value.options.mapping);
  const [duplicates, setDuplicates] = useState<DuplicateMode>(value.options.duplicates);
  const [dateFormat, setDateFormat] = useState<DateFormat>(value.options.dateFormat);
  const labels = IMPORT_FIELD_LABELS[value.entity] as Record<string, string>;
  const fields: readonly string[] = IMPORT_FIELDS[value.entity];
  const missing = missingFields(value.entity, mapping);
  const hasDates = mapping.includes('closeDate');
  // Headings may repeat: each column is keyed by its position.
  const columns = value.headers.map((heading, index) => ({ heading, index, key: `column-${index}` }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{C.mappingTitle}</h2>
        </CardTitle>
        <CardDescription>
          {C.mappingDescription} {value.mappingRemembered ? C.mappingRemembered : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{C.columnHeading}</TableHead>
                <TableHead>{C.fieldHeading}</TableHead>
                <TableHead>{C.previewTitle}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {columns.map(({ heading, index, key }) => (
                <TableRow key={key}>
                  <TableCell className="font-medium">{heading}</TableCell>
                  <TableCell>
                    <select
                      className={SELECT}
                      aria-label={`${C.fieldHeading}: ${heading}`}
                      value={mapping[index] ?? ''}
                      onChange={(event) => {
                        const next = [...mapping];
                        next[index] = (event.target.value || null) as ImportMapping[number];
                        setMapping(next);
                      }}
                    >
                      <option value="">{C.ignoreColumn}</option>
                      {fields.map((field) => (
                        <option key={field} value={field}>
                          {labels[field] ?? field}
                        </option>
                      ))}
                    </select>
                  </TableCell>
                  <TableCell className="max-w-64 truncate text-muted-foreground">
                    {value.preview
                      .map((row) => row[index] ?? '')
                      .filter(Boolean)
                      .slice(0, 3)
                      .join(' · ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <div className="flex flex-col gap-6 sm:flex-row">
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-sm">{C.duplicatesLabel}</legend>
            <p className="text-muted-foreground text-xs">{C.duplicatesHint[value.entity]}</p>
            {DUPLICATE_MODES.map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="duplicates"
                  value={mode}
                  checked={duplicates === mode}
                  onChange={() => setDuplicates(mode)}
                />
                {C.duplicateModes[mode]}
              </label>
            ))}
          </fieldset>
          {hasDates ? (
            <label className="grid content-start gap-2 font-medium text-sm">
              {C.dateFormatLabel}
              <select
                className={SELECT}
                value={dateFormat}
                onChange={(event) => setDateFormat(event.target.value as DateFormat)}
              >
                {DATE_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {C.dateFormats[format]}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        {missing.length > 0 ? (
          <p className="text-destructive text-sm" role="status">
            {C.missingRequired(missing.join(', '))}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            disabled={pending || missing.length > 0}
            onClick={() => onCheck({ mapping, duplicates, dateFormat })}
          >
            {C.dryRun}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
