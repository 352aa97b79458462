import { Button, Form, Modal, Radio, Switch } from 'antd';
import { gradebookMessages } from '../../../resources/gradebook';
import { DEFAULT_SETTINGS, ZOOM_SIZES, zoomLabels, type GradebookSettings } from './gradebookLogic';

type GradebookSettingsDialogProps = {
  open: boolean;
  settings: GradebookSettings;
  onChange: (settings: GradebookSettings) => void;
  onClose: () => void;
};

// operations.md §2: 'Только активные ученики' and a reset; the zoom is here too. Changes apply at once and are
// kept under 'gradebook-settings'.
export function GradebookSettingsDialog({ open, settings, onChange, onClose }: GradebookSettingsDialogProps) {
  return (
    <Modal
      open={open}
      title="Настройки журнала"
      onCancel={onClose}
      footer={[
        <Button key="reset" onClick={() => onChange(DEFAULT_SETTINGS)}>
          Сбросить
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Готово
        </Button>,
      ]}
    >
      <Form layout="vertical">
        <Form.Item label={gradebookMessages.onlyActive} htmlFor="gradebook-only-active">
          <Switch id="gradebook-only-active" checked={settings.onlyPresent} onChange={(onlyPresent) => onChange({ ...settings, onlyPresent })} />
        </Form.Item>
        <Form.Item label="Размер шрифта">
          <Radio.Group
            value={settings.zoom}
            onChange={(event) => onChange({ ...settings, zoom: event.target.value })}
            options={ZOOM_SIZES.map((size) => ({ value: size, label: zoomLabels[size] }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
