import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import type { GridField } from './gridFields';

type ColumnChooserProps = {
  fields: GridField[];
  visibleKeys: Set<string>;
  onChange: (key: string, visible: boolean) => void;
};

export function ColumnChooser({ fields, visibleKeys, onChange }: ColumnChooserProps) {
  const content = (
    <Space direction="vertical" size={4}>
      {fields.map(({ key, field }) => {
        const visible = visibleKeys.has(key);
        return (
          <Checkbox
            key={key}
            checked={visible}
            // the last visible column stays: a grid without columns cannot be put back from its header
            disabled={visible && visibleKeys.size === 1}
            onChange={(event) => onChange(key, event.target.checked)}
          >
            {field.label}
          </Checkbox>
        );
      })}
    </Space>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="Показать колонки" content={content}>
      <Button icon={<SettingOutlined />}>Колонки</Button>
    </Popover>
  );
}
