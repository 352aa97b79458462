import { useModalForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { createGroupSchema, groupToasts, groups, type CreateGroupInput, type GroupRow } from '../../../../resources/groups';
import { fillMessage } from '../../../lib/message';
import { errorMessage } from '../../../crud/serverErrors';

// The 'Создать группу' dialog's form (core.md §5.1) on Refine's useModalForm: the hook posts through the data
// provider to the declaration's create path (create-new-class, §7.2), toasts through its notifications and
// reads the group list again (its default invalidation). The dialog's visibility belongs to the page.
export const useCreateGroupForm = (onDone: () => void) => {
  const modalForm = useModalForm<GroupRow, HttpError, CreateGroupInput>({
    resource: groups.name,
    action: 'create',
    redirect: false,
    // as before: Отмена closes without asking, a half-filled dialog does not hold the page
    warnWhenUnsavedChanges: false,
    successNotification: () => ({ type: 'success', message: groupToasts.created }),
    errorNotification: (error) => ({ type: 'error', message: fillMessage(groupToasts.createFailed, errorMessage(error)) }),
    onMutationSuccess: onDone,
  });
  const { formProps, close } = modalForm;

  // the fields' rules have checked every value; the schema's output is what is sent (a trimmed name, no
  // tariff as null, 8 lessons unless chosen), and a new group is never archived (§7.2)
  const submit = async (values: CreateGroupInput) => {
    const parsed = createGroupSchema.safeParse(values);
    if (!parsed.success) return;
    try {
      // the hook's submit: post, then close and empty the form (useModalForm's formProps.onFinish)
      await formProps.onFinish?.({ ...parsed.data, isArchived: false });
    } catch {
      // refused: the toast (and the server's field messages) have said why; the dialog stays open
    }
  };

  // the hook's close empties the form
  const cancel = () => {
    close();
    onDone();
  };

  return { ...modalForm, submit, cancel };
};
