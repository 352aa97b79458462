import { Typography } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

export const APP_TITLE = 'Учебный центр';

export const AppTitle = ({ collapsed }: { collapsed: boolean }) => (
  <Link
    to="/home"
    style={{
      display: 'flex',
      alignItems: 'center',
      justifyContent: collapsed ? 'center' : 'flex-start',
      gap: 8,
      height: 64,
      padding: collapsed ? 0 : '0 24px',
    }}
  >
    <ReadOutlined style={{ fontSize: 20 }} />
    {!collapsed && (
      <Typography.Text strong style={{ fontSize: 16 }}>
        {APP_TITLE}
      </Typography.Text>
    )}
  </Link>
);
