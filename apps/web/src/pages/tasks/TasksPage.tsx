import { TASK_TABS, TASKS_COPY, type Task, type TaskListResponse, type TaskTab } from '@northdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ListTodoIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useSectionAccess } from '@/modules/access/hooks/useSectionAccess';
import { ListDataActions } from '@/modules/imports/components/ListDataActions';
import { PageContainer } from '@/modules/page-layout/components/PageContainer';
import { PageHeader } from '@/modules/page-layout/components/PageHeader';
import { emptyTaskForm } from '@/modules/tasks/components/TaskForm';
import { TaskFormDialog } from '@/modules/tasks/components/TaskFormDialog';
import { TaskList } from '@/modules/tasks/components/TaskList';
import { TaskListFilters } from '@/modules/tasks/components/TaskListFilters';
import { useSaveTaskOrder } from '@/modules/tasks/hooks/useSaveTaskOrder';
import { useTasks } from '@/modules/tasks/hooks/useTasks';
import { useUpdateTask } from '@/modules/tasks/hooks/useUpdateTask';
import { moveId } from '@/modules/tasks/utils/task-format';
import { tasksQueryKeys } from '@/modules/tasks/utils/tasks-query-keys';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useDebouncedValue } from '@/modules/ui/hooks/useDebouncedValue';

/** /tasks, Task Management (docs/product/tasks.md): four tabs, New Task, quick done / reopen, drag to reorder. */
export function TasksPage() {
  // Tab, search and assignee live in the address, so a link or Back shows the same list.
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TaskTab = TASK_TABS.find((t) => t === tabParam) ?? 'my-tasks';
  const search = params.get('search') ?? '';
  const assignee = params.get('assignee') ?? '';
  // A report's drill-down: the tasks completed on these (London) days.
  const completedFrom = params.get('completedFrom') ?? '';
  const completedTo = params.get('completedTo') ?? '';
  const setParam = (key: string, value: string, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace },
    );
  const debouncedSearch = useDebouncedValue(search.trim(), 300).value;
  const query = {
    tab,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(assignee ? { assignedTo: assignee } : {}),
    ...(completedFrom ? { completedFrom } : {}),
    ...(completedTo ? { completedTo } : {}),
  };
  const filtered = Boolean(debouncedSearch || assignee || completedFrom || completedTo);
  const list = useTasks(query);
  const { can } = useSectionAccess();
  const [creating, setCreating] = useState(false);
  const update = useUpdateTask();
  const saveOrder = useSaveTaskOrder();
  const queryClient = useQueryClient();

  const onStatus = (task: Task, status: 'done' | 'todo') =>
    update.mutate(
      { id: task.id, body: { status } },
      {
        onSuccess: () => toast.success(TASKS_COPY.taskUpdatedShort),
        onError: () => toast.error(TASKS_COPY.updateTaskFailed),
      },
    );

  const onReorder = (from: string, to: string) => {
    const tasks = list.data?.tasks ?? [];
    const ids = moveId(
      tasks.map((t) => t.id),
      from,
      to,
    );
    const byId = new Map(tasks.map((t) => [t.id, t]));
    queryClient.setQueryData<TaskListResponse>(tasksQueryKeys.list(query), (old) =>
      old ? { ...old, tasks: ids.flatMap((id) => byId.get(id) ?? []) } : old,
    );
    saveOrder.mutate(ids, {
      onError: () => {
        toast.error(TASKS_COPY.saveOrderFailed);
        void queryClient.invalidateQueries({ queryKey: tasksQueryKeys.all });
      },
    });
  };

  return (
    <PageContainer>
      <PageHeader
        title={TASKS_COPY.title}
        description={TASKS_COPY.description}
        actions={
          <ListDataActions entity="tasks" filters={query}>
            {can('tasks', 'create') ? (
              <Button onClick={() => setCreating(true)}>
                <PlusIcon aria-hidden="true" />
                {TASKS_COPY.newTask}
              </Button>
            ) : null}
          </ListDataActions>
        }
      />
      <Tabs value={tab} onValueChange={(value) => setParam('tab', value === 'my-tasks' ? '' : value)}>
        <TabsList>
          {TASK_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {TASKS_COPY.tabs[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The active tab's panel (each tab's aria-controls must point at a real panel). */}
        <TabsContent value={tab} className="grid gap-4">
          <TaskListFilters
            search={search}
            onSearch={(value) => setParam('search', value, true)}
            assignee={assignee}
            onAssignee={(value) => setParam('assignee', value)}
          />
          {list.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner />
            </div>
          ) : list.data && list.data.tasks.length > 0 ? (
            <TaskList
              tasks={list.data.tasks}
              canEdit={can('tasks', 'edit')}
              onStatus={onStatus}
              onReorder={filtered ? undefined : onReorder}
            />
          ) : (
            <div className="grid justify-items-center gap-2 py-10 text-center">
              <ListTodoIcon className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">{TASKS_COPY.empty}</p>
            </div>
          )}
        </TabsContent>
      </Tabs>
      <TaskFormDialog open={creating} onOpenChange={setCreating} initial={emptyTaskForm()} />
    </PageContainer>
  );
}
