import { Flex, Spin } from 'antd';

// Shown inside the layout while a page's code loads.
export const PageSpinner = () => (
  <Flex align="center" justify="center" style={{ minHeight: 240 }}>
    <Spin size="large" />
  </Flex>
);
