import { type ExportEntity, exportUrl, IMPORTS_COPY } from '@northdesk/shared';
import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Downloads the list as CSV with the filters it shows (issue 24 item 2). A plain link: the
 * browser streams the file to disk itself, however long the list.
 */
export function ExportButton({
  entity,
  filters,
}: {
  entity: ExportEntity;
  filters: Record<string, unknown>;
}) {
  return (
    <Button variant="outline" asChild>
      <a href={exportUrl(entity, filters)} download data-testid={`export-${entity}`}>
        <DownloadIcon aria-hidden="true" />
        {IMPORTS_COPY.exportButton}
      </a>
    </Button>
  );
}
