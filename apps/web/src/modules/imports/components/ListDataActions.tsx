import {
  type ExportEntity,
  IMPORT_ENTITIES,
  IMPORTS_COPY,
  type ImportEntity,
  MERGE_DUPLICATES_COPY,
} from '@northdesk/shared';
import { CopyIcon, UploadIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { ExportButton } from './ExportButton';

const importable = (entity: ExportEntity): entity is ImportEntity =>
  (IMPORT_ENTITIES as readonly string[]).includes(entity);

/**
 * A list's header actions: Export, Import where the list takes one, Duplicates on companies and
 * contacts for those who may edit them, beside the list's own buttons.
 */
export function ListDataActions({
  entity,
  filters,
  children,
}: {
  entity: ExportEntity;
  filters: Record<string, unknown>;
  children?: ReactNode;
}) {
  const { can } = useSectionAccess();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ExportButton entity={entity} filters={filters} />
      {importable(entity) && can(entity, 'create') ? (
        <Button variant="outline" asChild>
          <Link to={`/imports/${entity}`}>
            <UploadIcon aria-hidden="true" />
            {IMPORTS_COPY.importButton}
          </Link>
        </Button>
      ) : null}
      {(entity === 'companies' || entity === 'contacts') && can(entity, 'edit') ? (
        <Button variant="outline" asChild>
          <Link to={`/${entity}/duplicates`}>
            <CopyIcon aria-hidden="true" />
            {MERGE_DUPLICATES_COPY.listButton}
          </Link>
        </Button>
      ) : null}
      {children}
    </div>
  );
}
