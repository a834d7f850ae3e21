import { IMPORTS_COPY as C, type ImportEntity } from '@northdesk/shared';
import { UploadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUploadImport } from '../hooks/useImportMutations';

/** Step 1: choose the CSV and upload it; the import's own page takes over from there. */
export function ImportUploadCard({ entity }: { entity: ImportEntity }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadImport(entity);
  const navigate = useNavigate();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{C.steps.upload}</h2>
        </CardTitle>
        <CardDescription>{C.fileHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!file) return;
            upload.mutate(file, { onSuccess: (created) => navigate(`/imports/${entity}/${created.id}`) });
          }}
        >
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={inputId}>{C.fileLabel}</Label>
            <Input
              id={inputId}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <Button type="submit" disabled={!file || upload.isPending}>
            <UploadIcon aria-hidden="true" />
            {upload.isPending ? C.uploading : C.upload}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
