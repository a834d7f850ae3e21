import { IMPORTS_COPY as C, IMPORT_ENTITIES, type ImportEntity } from '@northdesk/shared';
import { useParams } from 'react-router';
import { ImportSteps } from '@/modules/imports/components/ImportSteps';
import { ImportUploadCard } from '@/modules/imports/components/ImportUploadCard';
import { useImport } from '@/modules/imports/hooks/useImport';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';
import { NotFoundPage } from '@/pages/errors/NotFoundPage';

const isEntity = (value: string | undefined): value is ImportEntity =>
  (IMPORT_ENTITIES as readonly string[]).includes(value ?? '');

/** /imports/:entity (upload) and /imports/:entity/:importId (mapping, dry run, import, undo). */
export function ImportPage() {
  const { entity, importId } = useParams();
  const valid = isEntity(entity);
  const current = useImport(valid ? entity : 'companies', valid ? importId : undefined);
  if (!valid) return <NotFoundPage />;
  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={C.pageTitle(C.entities[entity])} description={C.pageDescription} showBack />
      {!importId ? (
        <ImportUploadCard entity={entity} />
      ) : current.data ? (
        <ImportSteps value={current.data} />
      ) : current.isError ? (
        <NotFoundPage />
      ) : (
        <CenteredSpinner />
      )}
    </PageContainer>
  );
}
