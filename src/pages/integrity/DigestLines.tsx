import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Flex, List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { DigestAnswer } from '../../../resources/integrity-digest/api';

// The digest's lines: each a link to the screen where it is fixed, with the first few records it names.
export function DigestLines({ lines }: { lines: DigestAnswer['lines'] }) {
  return (
    <List
      bordered
      dataSource={lines}
      rowKey="key"
      renderItem={(line) => (
        <List.Item>
          <Flex vertical gap={4}>
            <Flex gap={8} align="center">
              {line.link ? <WarningOutlined style={{ color: '#ad6800' }} aria-hidden /> : <CheckCircleOutlined style={{ color: '#389e0d' }} aria-hidden />}
              {line.link ? (
                <Link to={line.link}>
                  <Typography.Text strong>{line.text}</Typography.Text>
                </Link>
              ) : (
                <Typography.Text strong>{line.text}</Typography.Text>
              )}
            </Flex>
            {line.items.length > 0 && (
              <Flex wrap gap={4} style={{ paddingLeft: 22 }}>
                {line.items.map((item) => (
                  <Tag key={`${item.link}:${item.label}`}>
                    <Link to={item.link}>{item.label}</Link>
                  </Tag>
                ))}
                {line.more > 0 && <Typography.Text type="secondary">и еще {line.more}</Typography.Text>}
              </Flex>
            )}
          </Flex>
        </List.Item>
      )}
    />
  );
}
