import { TASKS_COPY, type TaskAttachment } from '@northdesk/shared';
import { DownloadIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useTaskFileMutations } from '../hooks/useTaskFileMutations';
import { formatDate } from '../utils/task-format';
import { UploadError } from '../utils/upload-error';
import { TaskSection } from './TaskSection';

interface TaskFilesSectionProps {
  taskId: string;
  attachments: TaskAttachment[];
  uploadMaxBytes: number;
  canEdit: boolean;
  canDelete: boolean;
  section: { id: string; open: boolean; onToggle: () => void };
}

/**
 * The task's files: download for readers; upload (checked against the size limit first) for
 * editors; delete only with the delete right (the admin level edits but does not delete).
 */
export function TaskFilesSection({
  taskId,
  attachments,
  uploadMaxBytes,
  canEdit,
  canDelete,
  section,
}: TaskFilesSectionProps) {
  const children = useTaskFileMutations(taskId);
  const fileInput = useRef<HTMLInputElement>(null);
  // The file whose deletion waits for confirmation (a click on the bin asks first).
  const [confirming, setConfirming] = useState<TaskAttachment | null>(null);
  const deleteConfirmed = () => {
    if (!confirming) return;
    children.deleteFile.mutate(confirming.id, {
      onSuccess: () => {
        toast.success(TASKS_COPY.fileDeleted);
        setConfirming(null);
      },
      onError: (error) => {
        setConfirming(null);
        toast.error(
          error instanceof ApiError && error.status === 404
            ? TASKS_COPY.removeAttachmentFailed
            : TASKS_COPY.deleteFileFailed,
        );
      },
    });
  };
  const uploadFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > uploadMaxBytes) {
      toast.error(TASKS_COPY.uploadFailed, {
        description: TASKS_COPY.fileTooLarge(Math.round(uploadMaxBytes / (1024 * 1024))),
      });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    children.upload.mutate(file, {
      onSuccess: () => toast.success(TASKS_COPY.fileUploaded),
      onError: (error) =>
        error instanceof UploadError && error.refused
          ? toast.error(TASKS_COPY.uploadFailed, { description: error.message })
          : toast.error(TASKS_COPY.saveAttachmentFailed),
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  };

  return (
    <TaskSection {...section} title={TASKS_COPY.sections.files} count={attachments.length}>
      <div className="grid gap-3">
        {canEdit ? (
          <Input
            ref={fileInput}
            type="file"
            aria-label={TASKS_COPY.chooseFile}
            disabled={children.upload.isPending}
            onChange={(e) => uploadFile(e.target.files?.[0])}
          />
        ) : null}
        {attachments.length === 0 ? (
          <p className="text-muted-foreground text-sm">{TASKS_COPY.noFiles}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {attachments.map((f) => (
              <li
                key={f.id}
                className="flex flex-wrap items-center gap-3 rounded-md border p-2"
                data-testid="task-file"
              >
                <span className="min-w-0 flex-1 break-all font-medium">{f.fileName}</span>
                <span className="text-muted-foreground">{TASKS_COPY.fileSizeKb(f.fileSize)}</span>
                <span className="text-muted-foreground">{formatDate(f.createdAt)}</span>
                <Button variant="ghost" size="icon" asChild>
                  <a
                    href={`/api/tasks/${taskId}/attachments/${f.id}`}
                    download={f.fileName}
                    aria-label={`${TASKS_COPY.download}: ${f.fileName}`}
                  >
                    <DownloadIcon aria-hidden="true" />
                  </a>
                </Button>
                {canDelete ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`${TASKS_COPY.deleteFile}: ${f.fileName}`}
                    onClick={() => setConfirming(f)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      <AlertDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{TASKS_COPY.deleteFileTitle}</AlertDialogTitle>
            <AlertDialogDescription>
              {TASKS_COPY.deleteFileDescription(confirming?.fileName ?? '')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={children.deleteFile.isPending}>
              {TASKS_COPY.cancel}
            </AlertDialogCancel>
            <Button
              variant="destructive"
              onClick={deleteConfirmed}
              disabled={children.deleteFile.isPending}
              aria-busy={children.deleteFile.isPending}
            >
              <Trash2Icon aria-hidden="true" />
              {TASKS_COPY.deleteFileConfirm}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </TaskSection>
  );
}
