import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Popover, Typography } from 'antd';

export type ExplanationSection = { title: string; lines: readonly (string | null | undefined)[] };

type ExplanationButtonProps = { label: string; sections: ExplanationSection[] };

// "How was this computed" (issue 8): the lines the server wrote with resources/money for this row — which tariff,
// tier, discount, which lessons, the arithmetic — in a popover opened by click or by keyboard.
export function ExplanationButton({ label, sections }: ExplanationButtonProps) {
  const content = (
    <div style={{ maxWidth: 460 }} data-testid="explanation">
      {sections.map((section) => {
        const lines = section.lines.filter((line): line is string => typeof line === 'string' && line !== '');
        if (lines.length === 0) return null;
        return (
          <div key={section.title} style={{ marginBottom: 8 }}>
            <Typography.Text strong>{section.title}</Typography.Text>
            {lines.map((line, index) => (
              <div key={index}>
                <Typography.Text>{line}</Typography.Text>
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
  return (
    <Popover trigger="click" title="Как посчитано" content={content} placement="left">
      <Button type="text" size="small" icon={<QuestionCircleOutlined />} aria-label={`Как посчитано: ${label}`} />
    </Popover>
  );
}
