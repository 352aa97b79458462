import { Typography } from 'antd';

// The field rule's message under its cell.
export function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12, lineHeight: '18px', marginTop: 2 }}>
      {message}
    </Typography.Text>
  );
}
