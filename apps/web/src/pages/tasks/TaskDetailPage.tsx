import { spaced, TASKS_COPY, type TaskDetailResponse } from '@northdesk/shared';
import { ArrowLeftIcon, DownloadIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessageOf } from '@/lib/api-client';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { ChecklistBadge, ChecklistSection } from '@/modules/tasks/components/ChecklistSection';
import { TaskPriorityBadge, TaskStatusBadge } from '@/modules/tasks/components/TaskBadges';
import { emptyTaskForm, TaskForm, taskFormOf, taskRequestOf } from '@/modules/tasks/components/TaskForm';
import { TaskFormDialog } from '@/modules/tasks/components/TaskFormDialog';
import { TaskSection } from '@/modules/tasks/components/TaskSection';
import { UploadError, useTaskChildren, useTaskDetail, useUpdateTask } from '@/modules/tasks/hooks/useTasks';
import { formatDate, formatDateTime, formatDueDate } from '@/modules/tasks/utils/task-format';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';

type SectionId = 'overview' | 'notes' | 'checklist' | 'subtasks' | 'activity' | 'files';

/** Notes, Checklist, Subtasks and Files open by themselves once they hold items (crm spec §2). */
function useSections(detail: TaskDetailResponse | undefined) {
  const [open, setOpen] = useState<Set<SectionId>>(() => new Set(['overview']));
  const opened = useRef(new Set<SectionId>());
  useEffect(() => {
    if (!detail) return;
    const counts: [SectionId, number][] = [
      ['notes', detail.notes.length],
      ['checklist', detail.checklist.length],
      ['subtasks', detail.subtasks.length],
      ['files', detail.attachments.length],
    ];
    const toOpen = counts.filter(([id, n]) => n > 0 && !opened.current.has(id)).map(([id]) => id);
    if (toOpen.length === 0) return;
    for (const id of toOpen) opened.current.add(id);
    setOpen((current) => new Set([...current, ...toOpen]));
  }, [detail]);
  const toggle = (id: SectionId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { isOpen: (id: SectionId) => open.has(id), toggle };
}

/** /tasks/{id}: overview (or the edit form), notes, checklist, subtasks, activity log and files. */
export function TaskDetailPage() {
  const { id = '' } = useParams();
  // A new task (e.g. a subtask opened from its parent) starts afresh: view mode, Overview open.
  return <TaskDetail key={id} id={id} />;
}

function TaskDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  const detail = useTaskDetail(id);
  const { can } = useSectionAccess();
  const canEdit = can('tasks', 'edit');
  const update = useUpdateTask();
  const children = useTaskChildren(id);
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState('');
  const [addingSubtask, setAddingSubtask] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { isOpen, toggle } = useSections(detail.data);

  useEffect(() => {
    const error = detail.error;
    if (!error) return;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      toast.error(TASKS_COPY.taskNotFound);
      void navigate('/tasks', { replace: true });
    } else if (error instanceof ApiError && error.status === 403) {
      toast.error(TASKS_COPY.noPermission);
      void navigate('/tasks', { replace: true });
    } else {
      toast.error(TASKS_COPY.fetchTaskFailed);
    }
  }, [detail.error, navigate]);

  if (!detail.data) return <CenteredSpinner />;
  const { task, notes, checklist, subtasks, activity, attachments } = detail.data;

  const addNote = () => {
    const content = note.trim();
    if (!content) return;
    children.addNote.mutate(content, {
      onSuccess: () => {
        setNote('');
        toast.success(TASKS_COPY.noteAdded);
      },
      onError: () => toast.error(TASKS_COPY.addNoteFailed),
    });
  };

  const uploadFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > detail.data.uploadMaxBytes) {
      toast.error(TASKS_COPY.uploadFailed, {
        description: TASKS_COPY.fileTooLarge(Math.round(detail.data.uploadMaxBytes / (1024 * 1024))),
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
    <PageContainer>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" asChild className="justify-self-start">
          <Link to="/tasks">
            <ArrowLeftIcon aria-hidden="true" />
            {TASKS_COPY.back}
          </Link>
        </Button>
        {canEdit && !editing ? (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            {TASKS_COPY.editTask}
          </Button>
        ) : null}
      </div>
      <h1 className="break-words font-semibold text-2xl tracking-tight">{task.subject}</h1>

      <TaskSection
        id="overview"
        title={TASKS_COPY.sections.overview}
        open={isOpen('overview')}
        onToggle={() => toggle('overview')}
      >
        {editing ? (
          <TaskForm
            idPrefix="edit-task"
            initial={taskFormOf(task)}
            submitLabel={TASKS_COPY.save}
            isPending={update.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={(values) =>
              update.mutate(
                { id: task.id, body: taskRequestOf(values) },
                {
                  onSuccess: () => {
                    toast.success(TASKS_COPY.taskUpdated);
                    setEditing(false);
                  },
                  onError: (error) =>
                    toast.error(
                      TASKS_COPY.saveTaskFailed(errorMessageOf(error, TASKS_COPY.updateTaskFailed)),
                    ),
                },
              )
            }
          />
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">{TASKS_COPY.descriptionLabel}</dt>
              <dd className="whitespace-pre-wrap">{task.description || TASKS_COPY.noDescription}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{TASKS_COPY.statusLabel}</dt>
              <dd>
                <TaskStatusBadge status={task.status} />
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{TASKS_COPY.priorityLabel}</dt>
              <dd>
                <TaskPriorityBadge priority={task.priority} />
              </dd>
            </div>
            {task.dueDate ? (
              <div>
                <dt className="text-muted-foreground">{TASKS_COPY.dueDateLabel}</dt>
                <dd className="flex items-center gap-2">
                  {formatDueDate(task.dueDate)}
                  {task.isOverdue ? <Badge variant="destructive">{TASKS_COPY.overdue}</Badge> : null}
                  {task.isDueSoon ? <Badge variant="warning">{TASKS_COPY.dueSoon}</Badge> : null}
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-muted-foreground">{TASKS_COPY.created}</dt>
              <dd>{formatDate(task.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{TASKS_COPY.assigneeLabel}</dt>
              <dd>{task.assignedTo?.name ?? TASKS_COPY.unassigned}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">{TASKS_COPY.linkedCompaniesLabel}</dt>
              <dd>
                {task.linkedCompanies.length === 0 ? (
                  TASKS_COPY.noLinked
                ) : (
                  <ul className="grid gap-1">
                    {task.linkedCompanies.map((c) => (
                      <li key={c.crmCompanyId}>
                        <Link to={`/companies/${c.crmCompanyId}`} className="font-medium hover:underline">
                          {c.crmCompanyName}
                        </Link>
                        {c.contacts.length > 0 ? (
                          <span className="text-muted-foreground">
                            {' '}
                            · {c.contacts.map((p) => p.contactName).join(', ')}
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
        )}
      </TaskSection>

      <TaskSection
        id="notes"
        title={TASKS_COPY.sections.notes}
        count={notes.length}
        open={isOpen('notes')}
        onToggle={() => toggle('notes')}
      >
        <div className="grid gap-3">
          {canEdit ? (
            <div className="grid gap-2">
              <Textarea
                value={note}
                placeholder={TASKS_COPY.notePlaceholder}
                aria-label={TASKS_COPY.notePlaceholder}
                onChange={(e) => setNote(e.target.value)}
              />
              <Button className="justify-self-end" onClick={addNote} disabled={children.addNote.isPending}>
                {TASKS_COPY.addNote}
              </Button>
            </div>
          ) : null}
          {notes.length === 0 ? (
            <p className="text-muted-foreground text-sm">{TASKS_COPY.noNotes}</p>
          ) : (
            <ul className="grid gap-2">
              {notes.map((n) => (
                <li key={n.id} className="rounded-md bg-muted/50 p-3 text-sm" data-testid="task-note">
                  <p className="whitespace-pre-wrap">{n.content}</p>
                  <p className="mt-1 text-muted-foreground text-xs">
                    {n.authorName || TASKS_COPY.unknownAuthor} · {formatDateTime(n.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </TaskSection>

      <TaskSection
        id="checklist"
        title={TASKS_COPY.sections.checklist}
        open={isOpen('checklist')}
        onToggle={() => toggle('checklist')}
        aside={<ChecklistBadge items={checklist} />}
      >
        <ChecklistSection taskId={task.id} items={checklist} canEdit={canEdit} />
      </TaskSection>

      <TaskSection
        id="subtasks"
        title={TASKS_COPY.sections.subtasks}
        count={subtasks.length}
        open={isOpen('subtasks')}
        onToggle={() => toggle('subtasks')}
        aside={
          can('tasks', 'create') ? (
            <Button size="sm" variant="outline" onClick={() => setAddingSubtask(true)}>
              <PlusIcon aria-hidden="true" />
              {TASKS_COPY.addSubtask}
            </Button>
          ) : null
        }
      >
        {subtasks.length === 0 ? (
          <p className="text-muted-foreground text-sm">{TASKS_COPY.noSubtasks}</p>
        ) : (
          <ul className="grid gap-2">
            {subtasks.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/tasks/${s.id}`}
                  className="flex items-center justify-between gap-2 rounded-md border p-2 hover:bg-muted/50"
                >
                  <span>{s.subject}</span>
                  <TaskStatusBadge status={s.status} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </TaskSection>

      <TaskSection
        id="activity"
        title={TASKS_COPY.sections.activity}
        count={activity.length}
        open={isOpen('activity')}
        onToggle={() => toggle('activity')}
      >
        {activity.length === 0 ? (
          <p className="text-muted-foreground text-sm">{TASKS_COPY.noActivity}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {activity.map((a) => (
              <li key={a.id} className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">{a.userName || TASKS_COPY.unknownAuthor}</span>
                <span>{spaced(a.actionType)}</span>
                {a.details ? <span className="text-muted-foreground">{a.details}</span> : null}
                <span className="ml-auto text-muted-foreground text-xs">{formatDateTime(a.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </TaskSection>

      <TaskSection
        id="files"
        title={TASKS_COPY.sections.files}
        count={attachments.length}
        open={isOpen('files')}
        onToggle={() => toggle('files')}
      >
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
                      href={`/api/tasks/${task.id}/attachments/${f.id}`}
                      download={f.fileName}
                      aria-label={`${TASKS_COPY.download}: ${f.fileName}`}
                    >
                      <DownloadIcon aria-hidden="true" />
                    </a>
                  </Button>
                  {canEdit ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`${TASKS_COPY.deleteFile}: ${f.fileName}`}
                      onClick={() =>
                        children.deleteFile.mutate(f.id, {
                          onSuccess: () => toast.success(TASKS_COPY.fileDeleted),
                          onError: (error) =>
                            toast.error(
                              error instanceof ApiError && error.status === 404
                                ? TASKS_COPY.removeAttachmentFailed
                                : TASKS_COPY.deleteFileFailed,
                            ),
                        })
                      }
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </TaskSection>

      <TaskFormDialog
        open={addingSubtask}
        onOpenChange={setAddingSubtask}
        parentTaskId={task.id}
        initial={emptyTaskForm({
          linkedCompanies: task.linkedCompanies.slice(0, 1).map((c) => ({
            crmCompanyId: c.crmCompanyId,
            crmCompanyName: c.crmCompanyName,
            contacts: [],
          })),
        })}
      />
    </PageContainer>
  );
}
