import { Typography } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

export const APP_TITLE = 'Учебный центр';

export const AppTitle = ({ collapsed }: { collapsed: boolean }) => (
  <Link to="/home" style={{ display: 'flex', alignItems: 'center', gap: 8, height: 64, padding: '0 24px' }}>
    <ReadOutlined style={{ fontSize: 20 }} />
    {!collapsed && (
      <Typography.Text strong style={{ fontSize: 16 }}>
        {APP_TITLE}
      </Typography.Text>
    )}
  </Link>
);
