import { useForm } from '@refinedev/antd';
import { useList, type BaseRecord, type HttpError } from '@refinedev/core';
import { Form, type FormRule } from 'antd';
import { clientToasts, clients } from '../../../../resources/clients';
import { allParents, parentToasts, type ParentOption } from '../../../../resources/parents';
import { fillMessage } from '../../../lib/message';
import { serverMessageOf } from '../../../crud/serverErrors';
import { useServerCall } from '../../../crud/useServerCall';
import {
  applicationFieldError,
  initialApplicationValues,
  toApplicationBody,
  type ApplicationFormValues,
  type FormFieldName,
} from './applicationForm';

// Lists that show what the form creates: applications, students and the parents to choose from.
const REFRESHED = ['clients', 'students', 'all-parents', 'client-parents', 'parents'];

// core.md §2.7: the form is Refine's useForm (form instance and props); client-new and student-new are the
// spec's own paths, so the submit calls them through src/crud/useServerCall.ts, whose Refine mutation toasts and gives
// the saving flag.
export const useApplicationForm = () => {
  const { form, formProps } = useForm<BaseRecord, HttpError, ApplicationFormValues>({
    resource: clients.name,
    action: 'create',
    redirect: false,
    // as before: leaving the page with a half-filled form does not ask
    warnWhenUnsavedChanges: false,
  });
  const studentAdd: boolean = Form.useWatch('studentAdd', form) ?? false;
  const parentMode = Form.useWatch('parentMode', form) ?? 'new';
  const { write, writing } = useServerCall();

  const { result: parentList, query: parentQuery } = useList<ParentOption>({
    resource: allParents.name,
    meta: { declaration: allParents },
    pagination: { mode: 'off' },
    errorNotification: () => ({ type: 'error', message: parentToasts.loadFailed }),
  });
  const parents = parentList.data;

  // Each field is checked by the shared schema (core.md §5.3), with the whole form as context: the
  // status and subject rules depend on the 'add as student' flag.
  const rule =
    (field: FormFieldName): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const message = applicationFieldError(getFieldsValue(true), parents, field);
        if (message) throw new Error(message);
      },
    });

  // the form's onFinish: antd has checked every rule and shown the messages under their fields before
  const submit = async () => {
    const body = toApplicationBody(form.getFieldsValue(true), parents);
    const asStudent = body.studentAdd === true;
    const saved = await write({
      method: 'post',
      path: asStudent ? 'student-new' : 'client-new',
      values: body,
      success: asStudent ? clientToasts.studentCreated : clientToasts.applicationCreated,
      failure: (error) => {
        const serverMessage = serverMessageOf(error);
        if (serverMessage) return { message: fillMessage(clientToasts.serverMessage, serverMessage) };
        return { message: asStudent ? clientToasts.studentCreateFailed : clientToasts.applicationCreateFailed };
      },
      refresh: REFRESHED,
    });
    if (saved) form.resetFields();
  };

  return {
    form,
    formProps,
    initialValues: initialApplicationValues(),
    rule,
    submit,
    writing,
    studentAdd,
    parentMode,
    parents,
    parentsLoading: parentQuery.isLoading,
  };
};
