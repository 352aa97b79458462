import { Alert, Form, Input, Modal, Segmented, Select } from 'antd';
import { parentToasts } from '../../../../resources/parents';
import { PhoneInput } from '../../../components/PhoneInput';
import { useChangeParentForm, type ChangeParentMode } from './useChangeParentForm';

type ChangeParentDialogProps = { open: boolean; studentId: number; parentId: number | null; onClose: () => void };

const modes: { value: ChangeParentMode; label: string }[] = [
  { value: 'existing', label: 'Выбрать из списка' },
  { value: 'new', label: 'Новый родитель' },
];

// core.md §2.10: 'Изменить родителя' on the student card.
export function ChangeParentDialog(props: ChangeParentDialogProps) {
  const form = useChangeParentForm(props);
  return (
    <Modal
      open={props.open}
      title="Изменить родителя"
      okText="Сохранить"
      cancelText="Отмена"
      okButtonProps={{ disabled: !form.canSubmit, loading: form.saving }}
      onOk={() => void form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Segmented<ChangeParentMode> block options={modes} value={form.mode} onChange={form.setMode} style={{ marginBottom: 16 }} />
      <Form layout="vertical" component="div">
        {form.mode === 'existing' ? (
          <>
            {form.loadFailed && <Alert type="error" showIcon message={parentToasts.loadFailed} style={{ marginBottom: 12 }} />}
            <Form.Item label="Родитель">
              <Select<number>
                aria-label="Родитель"
                options={form.options}
                value={form.chosen}
                onChange={form.setChosen}
                loading={form.loading}
                showSearch
                optionFilterProp="label"
                placeholder="Выберите родителя"
                notFoundContent="Нет данных"
              />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item label="Имя родителя" validateStatus={form.errors.name ? 'error' : undefined} help={form.errors.name}>
              <Input aria-label="Имя родителя" value={form.name} onChange={(event) => form.setName(event.target.value)} autoFocus />
            </Form.Item>
            <Form.Item label="Телефон родителя" validateStatus={form.errors.phone ? 'error' : undefined} help={form.errors.phone}>
              <PhoneInput aria-label="Телефон родителя" value={form.phone} onChange={form.setPhone} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
