import { Drawer, Flex, Grid, Layout, theme } from 'antd';
import { useThemedLayoutContext } from '@refinedev/antd';
import { AppTitle } from './AppTitle';
import { SiderFooter } from './SiderFooter';
import { SiderMenu } from './SiderMenu';

const SIDER_WIDTH = 256;

// The side drawer: a collapsible sider on wide screens, a drawer opened from the header on narrow ones.
export const AppSider = () => {
  const { siderCollapsed, setSiderCollapsed, mobileSiderOpen, setMobileSiderOpen } = useThemedLayoutContext();
  const breakpoint = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const narrow = breakpoint.lg === false;
  const collapsed = !narrow && siderCollapsed;

  const content = (
    <Flex vertical style={{ height: '100%' }}>
      <AppTitle collapsed={collapsed} />
      <SiderMenu collapsed={collapsed} onNavigate={() => setMobileSiderOpen(false)} />
      <SiderFooter collapsed={collapsed} />
    </Flex>
  );

  if (narrow) {
    return (
      <Drawer
        open={mobileSiderOpen}
        onClose={() => setMobileSiderOpen(false)}
        placement="left"
        closable={false}
        width={SIDER_WIDTH}
        styles={{ body: { padding: 0 } }}
      >
        {content}
      </Drawer>
    );
  }

  return (
    <Layout.Sider
      theme="light"
      width={SIDER_WIDTH}
      collapsible
      collapsed={siderCollapsed}
      onCollapse={(value, type) => type === 'clickTrigger' && setSiderCollapsed(value)}
      style={{
        background: token.colorBgContainer,
        borderRight: `1px solid ${token.colorSplit}`,
        height: '100vh',
        position: 'sticky',
        top: 0,
      }}
    >
      {content}
    </Layout.Sider>
  );
};
