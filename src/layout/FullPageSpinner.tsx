import { Flex, Layout, Spin } from 'antd';

// Shown while the identity provider answers, before any page can be decided.
export const FullPageSpinner = () => (
  <Layout style={{ minHeight: '100vh' }}>
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  </Layout>
);
