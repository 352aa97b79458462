import { Button, Flex, Grid, Layout, Typography, theme } from 'antd';
import { MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { useThemedLayoutContext } from '@refinedev/antd';
import { useKBar } from '@refinedev/kbar';
import { useSession } from '../auth/useSession';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

export const AppHeader = () => {
  const { token } = theme.useToken();
  const { setMobileSiderOpen } = useThemedLayoutContext();
  const { query } = useKBar();
  const { identity } = useSession();
  const narrow = Grid.useBreakpoint().lg === false;

  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorSplit}`,
        padding: '0 24px',
        height: 64,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
        <Flex align="center" gap={16}>
          {narrow && <Button icon={<MenuOutlined />} onClick={() => setMobileSiderOpen(true)} aria-label="Меню" />}
          <Button icon={<SearchOutlined />} onClick={() => query.toggle()}>
            Поиск {isMac() ? '⌘K' : 'Ctrl+K'}
          </Button>
        </Flex>
        <Typography.Text strong>{identity?.name}</Typography.Text>
      </Flex>
    </Layout.Header>
  );
};
