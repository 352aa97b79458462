import { useApiUrl, useList } from '@refinedev/core';
import { useCallback, useMemo, useState } from 'react';
import {
  TASK_REFRESH_MS,
  taskPriorityOptions,
  tasks as taskResource,
  taskStaffOptions,
  taskStatusOptions,
  taskToasts,
  type TaskOption,
  type TaskRow,
} from '../../../resources/tasks';
import { referenceAddress } from '../../../resources/write-body';
import { useServerCall } from '../../crud/useServerCall';
import { useTaskEvents } from './useTaskEvents';

const whole = { pagination: { mode: 'off' as const }, errorNotification: false as const };

// The lists a task form chooses from (statuses, priorities, staff), read once.
export const useTaskOptions = () => {
  const statuses = useList<TaskOption>({ resource: taskStatusOptions.name, meta: { declaration: taskStatusOptions }, ...whole });
  const priorities = useList<TaskOption>({ resource: taskPriorityOptions.name, meta: { declaration: taskPriorityOptions }, ...whole });
  const staff = useList<TaskOption>({ resource: taskStaffOptions.name, meta: { declaration: taskStaffOptions }, ...whole });
  return {
    statuses: statuses.result.data ?? [],
    priorities: priorities.result.data ?? [],
    staff: staff.result.data ?? [],
    loading: statuses.query.isLoading || priorities.query.isLoading,
    error: statuses.query.error ?? priorities.query.error,
  };
};

// The board's tasks (tasks-info): read every 30 s (§2) and at once when the server says a task changed
// (tasks-events); a move is one PATCH tasks/{id} {taskStatus}, shown at once and undone when refused.
export const useTaskBoard = () => {
  const apiUrl = useApiUrl();
  const { call } = useServerCall();
  const { result, query } = useList<TaskRow>({
    resource: taskResource.name,
    meta: { declaration: taskResource },
    ...whole,
    queryOptions: { refetchInterval: TASK_REFRESH_MS },
  });
  // the status a task is being moved to, until the server's board says so itself
  const [moving, setMoving] = useState<Record<number, number>>({});
  // a new arrangement after a move has settled, so that the board takes the server's order back
  const [settled, setSettled] = useState(0);

  const refetch = query.refetch;
  useTaskEvents(useCallback(() => void refetch(), [refetch]));

  const loaded = result.data;
  const tasks = useMemo(
    () => (loaded ?? []).map((task) => (moving[task.id] === undefined ? task : { ...task, taskStatusId: moving[task.id] })),
    [loaded, moving, settled],
  );

  const move = async (taskId: number, taskStatusId: number) => {
    setMoving((current) => ({ ...current, [taskId]: taskStatusId }));
    try {
      await call({
        method: 'patch',
        path: `tasks/${taskId}`,
        values: { taskStatus: referenceAddress(apiUrl, 'task-statuses', taskStatusId) },
        success: taskToasts.updated,
        failure: () => ({ message: taskToasts.updateFailed }),
      });
      await refetch();
    } finally {
      setMoving(({ [taskId]: _done, ...rest }) => rest);
      setTimeout(() => setSettled((count) => count + 1), 0);
    }
  };

  return {
    tasks,
    loading: query.isLoading,
    error: query.isError && !loaded ? query.error : null,
    refetch: () => void refetch(),
    move,
  };
};
