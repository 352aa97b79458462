import type { ReactNode } from 'react';
import { Flex, Layout } from 'antd';

// Pages outside the side drawer (sign-in, 404, errors) sit in the middle of a themed background.
export const CenteredPage = ({ children }: { children: ReactNode }) => (
  <Layout style={{ minHeight: '100vh' }}>
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      {children}
    </Flex>
  </Layout>
);
