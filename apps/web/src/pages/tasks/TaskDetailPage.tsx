import { TASKS_COPY } from '@northdesk/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { RecordHistoryCard } from '@/modules/record-history/components/RecordHistoryCard';
import { ChecklistBadge, ChecklistSection } from '@/modules/tasks/components/ChecklistSection';
import { TaskActivitySection } from '@/modules/tasks/components/TaskActivitySection';
import { TaskDetailHeader } from '@/modules/tasks/components/TaskDetailHeader';
import { TaskDetailLoadFailureEffect } from '@/modules/tasks/components/TaskDetailLoadFailureEffect';
import { TaskFilesSection } from '@/modules/tasks/components/TaskFilesSection';
import { TaskNotesSection } from '@/modules/tasks/components/TaskNotesSection';
import { TaskOverviewSection } from '@/modules/tasks/components/TaskOverviewSection';
import { TaskSection } from '@/modules/tasks/components/TaskSection';
import { TaskSubtasksSection } from '@/modules/tasks/components/TaskSubtasksSection';
import { useTaskDetail } from '@/modules/tasks/hooks/useTaskDetail';
import { useTaskSections } from '@/modules/tasks/hooks/useTaskSections';
import { CenteredSpinner } from '@/modules/ui/components/CenteredSpinner';

/** /tasks/{id}: overview (or the edit form), notes, checklist, subtasks, activity log and files. */
export function TaskDetailPage() {
  const { id = '' } = useParams();
  // A new task (e.g. a subtask opened from its parent) starts afresh: view mode, Overview open.
  return <TaskDetail key={id} id={id} />;
}

function TaskDetail({ id }: { id: string }) {
  const detail = useTaskDetail(id);
  const { can } = useSectionAccess();
  const canEdit = can('tasks', 'edit');
  const canDelete = can('tasks', 'delete');
  const [editing, setEditing] = useState(false);
  const { sectionProps } = useTaskSections(detail.data);

  const loadFailure = <TaskDetailLoadFailureEffect error={detail.error} />;
  if (!detail.data)
    return (
      <>
        {loadFailure}
        <CenteredSpinner />
      </>
    );
  const { task, notes, checklist, subtasks, activity, attachments, uploadMaxBytes } = detail.data;
  return (
    <PageContainer>
      {loadFailure}
      <TaskDetailHeader
        subject={task.subject}
        parentTask={detail.data.parentTask}
        canStartEditing={canEdit && !editing}
        onEdit={() => setEditing(true)}
      />
      <TaskOverviewSection
        task={task}
        editing={editing}
        setEditing={setEditing}
        section={sectionProps('overview')}
      />
      <TaskNotesSection taskId={task.id} notes={notes} canEdit={canEdit} section={sectionProps('notes')} />
      <TaskSection
        {...sectionProps('checklist')}
        title={TASKS_COPY.sections.checklist}
        aside={<ChecklistBadge items={checklist} />}
      >
        <ChecklistSection taskId={task.id} items={checklist} canEdit={canEdit} canDelete={canDelete} />
      </TaskSection>
      <TaskSubtasksSection
        task={task}
        subtasks={subtasks}
        canCreate={can('tasks', 'create')}
        section={sectionProps('subtasks')}
      />
      <TaskActivitySection activity={activity} section={sectionProps('activity')} />
      <TaskFilesSection
        taskId={task.id}
        attachments={attachments}
        uploadMaxBytes={uploadMaxBytes}
        canEdit={canEdit}
        canDelete={canDelete}
        section={sectionProps('files')}
      />
      <RecordHistoryCard type="task" id={task.id} />
    </PageContainer>
  );
}
