import { Flex, Switch, Typography } from 'antd';

// 'Показывать архивные' above the templates and the registered chats.
export const ArchivedSwitch = ({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) => (
  <Flex gap={8} align="center">
    <Switch id={id} checked={checked} onChange={onChange} />
    <Typography.Text>
      <label htmlFor={id}>Показывать архивные</label>
    </Typography.Text>
  </Flex>
);
