import type { TaskDetailResponse } from '@northdesk/shared';
import { useEffect, useRef, useState } from 'react';

export type TaskSectionId = 'overview' | 'notes' | 'checklist' | 'subtasks' | 'activity' | 'files';

/**
 * Which sections of the task detail are open: Overview at first; Notes, Checklist, Subtasks and
 * Files open by themselves once they hold items (docs/product/tasks.md), then as the user leaves them.
 */
export function useTaskSections(detail: TaskDetailResponse | undefined) {
  const [open, setOpen] = useState<Set<TaskSectionId>>(() => new Set(['overview']));
  const opened = useRef(new Set<TaskSectionId>());
  useEffect(() => {
    if (!detail) return;
    const counts: [TaskSectionId, number][] = [
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
  const toggle = (id: TaskSectionId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  /** The props TaskSection takes to open and close section `id`. */
  const sectionProps = (id: TaskSectionId) => ({ id, open: open.has(id), onToggle: () => toggle(id) });
  return { sectionProps };
}
