import { Checkbox, Flex, Modal } from 'antd';
import { formSettingLabels, type FormSettings } from './formSettings';

type FormSettingsDialogProps = {
  open: boolean;
  settings: FormSettings;
  onChange: (key: keyof FormSettings, shown: boolean) => void;
  onClose: () => void;
};

// core.md §2.7: hides optional fields of the form; each change is kept at once.
export function FormSettingsDialog({ open, settings, onChange, onClose }: FormSettingsDialogProps) {
  return (
    <Modal
      open={open}
      title="Настройки формы"
      onCancel={onClose}
      onOk={onClose}
      okText="Готово"
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <p>Показывать поля:</p>
      <Flex vertical gap={8}>
        {(Object.keys(formSettingLabels) as (keyof FormSettings)[]).map((key) => (
          <Checkbox key={key} checked={settings[key]} onChange={(event) => onChange(key, event.target.checked)}>
            {formSettingLabels[key]}
          </Checkbox>
        ))}
      </Flex>
    </Modal>
  );
}
