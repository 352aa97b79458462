import { Button, Flex, Switch, Tooltip, Typography } from 'antd';
import { LogoutOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useSession } from '../auth/useSession';
import { useThemeMode } from './themeMode';
import { useSignOut } from './useSignOut';

const NAME_CUT = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

// The bottom of the side drawer: the theme toggle (core.md §2.4), who is signed in, and sign-out.
export const SiderFooter = ({ collapsed }: { collapsed: boolean }) => {
  const { mode, toggle } = useThemeMode();
  const { identity } = useSession();
  const signOut = useSignOut();
  const themeSwitch = (
    <Switch
      checked={mode === 'dark'}
      onChange={toggle}
      checkedChildren={<MoonOutlined />}
      unCheckedChildren={<SunOutlined />}
      aria-label="Тёмная тема"
    />
  );
  if (collapsed) {
    return (
      <Flex vertical align="center" gap={12} style={{ padding: '12px 0' }}>
        <Tooltip title="Тёмная тема" placement="right">
          {themeSwitch}
        </Tooltip>
        <Tooltip title={`Выйти (${identity?.name ?? ''})`} placement="right">
          <Button type="text" icon={<LogoutOutlined />} onClick={signOut} aria-label="Выйти" />
        </Tooltip>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12} style={{ padding: '12px 24px' }}>
      <Flex align="center" justify="space-between">
        <Typography.Text>Тёмная тема</Typography.Text>
        {themeSwitch}
      </Flex>
      {/* cut by CSS, not by antd's ellipsis, which measures the name after every render: each measurement laid out
          the whole first screen again, about 50 ms with a list's rows (issue 21) */}
      <Typography.Text strong title={identity?.username} style={NAME_CUT}>
        {identity?.name}
      </Typography.Text>
      <Button block icon={<LogoutOutlined />} onClick={signOut}>
        Выйти
      </Button>
    </Flex>
  );
};
