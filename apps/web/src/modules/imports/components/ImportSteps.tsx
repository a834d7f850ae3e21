import { IMPORTS_COPY as C, type Import } from '@northdesk/shared';
import { DownloadIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { JobProgressBar } from '@/modules/hubspot/components/JobProgressBar';
import { useImportStep } from '../hooks/useImportMutations';
import { ImportMappingCard } from './ImportMappingCard';
import { ImportReportCard } from './ImportReportCard';
import { ImportUndoButton } from './ImportUndoButton';

const number = new Intl.NumberFormat('en-GB');
const RUNNING_LABEL = { checking: C.checking, importing: C.importing, undoing: C.undoing } as const;

/** An import's page below the header: mapping and dry run, progress, result, undo. */
export function ImportSteps({ value }: { value: Import }) {
  const step = useImportStep(value.entity, value.id);
  const running = value.status === 'checking' || value.status === 'importing' || value.status === 'undoing';
  const editable = !value.importedAt && !value.result && !running && value.status !== 'undone';
  const rejected = value.hasRejected ? (
    <Button variant="outline" asChild>
      <a href={`/api/imports/${value.entity}/${value.id}/rejected`} download>
        <DownloadIcon aria-hidden="true" />
        {C.downloadRejected}
      </a>
    </Button>
  ) : null;
  const backToList = (
    <Button variant="ghost" asChild>
      <Link to={`/${value.entity}`}>{C.backToList}</Link>
    </Button>
  );
  const toImport = value.dryRun ? value.dryRun.counts.create + value.dryRun.counts.update : 0;

  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground text-sm">
        {value.fileName} ·{' '}
        {C.detected(
          value.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252',
          C.delimiterNames[value.delimiter] ?? value.delimiter,
          `${number.format(value.rowCount)} rows.`,
        )}
      </p>
      {editable ? (
        <ImportMappingCard
          key={value.id}
          value={value}
          pending={step.isPending}
          onCheck={(options) => step.mutate({ step: 'check', options })}
        />
      ) : null}
      {running ? (
        <Card>
          <CardContent className="pt-6">
            <JobProgressBar
              progress={value.progress}
              label={
                value.progress?.total
                  ? C.progress(number.format(value.progress.done), number.format(value.progress.total))
                  : RUNNING_LABEL[value.status as keyof typeof RUNNING_LABEL]
              }
            />
          </CardContent>
        </Card>
      ) : null}
      {value.status === 'checked' && value.dryRun ? (
        <ImportReportCard
          entity={value.entity}
          report={value.dryRun}
          title={C.dryRunTitle}
          description={C.dryRunDescription}
          words={C.counts}
          actions={
            <Button
              type="button"
              disabled={step.isPending || toImport === 0}
              onClick={() => step.mutate({ step: 'run' })}
            >
              {C.startImport(`${number.format(toImport)} rows`)}
            </Button>
          }
        />
      ) : null}
      {(value.status === 'imported' || value.status === 'undone' || value.status === 'failed') &&
      value.result ? (
        <ImportReportCard
          entity={value.entity}
          report={value.result}
          title={
            value.status === 'undone'
              ? C.undoneTitle
              : value.status === 'failed'
                ? C.failedTitle
                : C.importedTitle
          }
          description={value.status === 'undone' ? C.undoneDescription : (value.error ?? undefined)}
          words={C.resultCounts}
          actions={
            <>
              {rejected}
              {value.status !== 'undone' ? (
                <ImportUndoButton disabled={step.isPending} onUndo={() => step.mutate({ step: 'undo' })} />
              ) : null}
              {backToList}
            </>
          }
        />
      ) : null}
      {value.status === 'failed' && !value.result ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{C.failedTitle}</h2>
            </CardTitle>
            <CardDescription>{value.error}</CardDescription>
          </CardHeader>
        </Card>
      ) : null}
    </div>
  );
}
