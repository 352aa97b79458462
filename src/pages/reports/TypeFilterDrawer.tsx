import { FilterOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Checkbox, Drawer, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { TypeOption } from './useTypeOptions';

// A filter of types: undefined is every type (also one added later); otherwise the chosen ids.
export type TypeSelection = number[] | undefined;

export type TypeFilterSection = {
  title: string;
  options: TypeOption[] | undefined;
  failed?: boolean;
  selected: TypeSelection;
  onChange: (selection: TypeSelection) => void;
};

// money.md §2, §4: the drawer lists the types; at least one stays chosen, and an empty selection is ignored.
export const nextSelection = (options: readonly TypeOption[], checked: readonly number[], previous: TypeSelection): TypeSelection => {
  if (checked.length === 0) return previous;
  if (options.every((option) => checked.includes(option.id))) return undefined;
  return [...checked].sort((left, right) => left - right);
};

const chosenCount = (section: TypeFilterSection) => (section.selected === undefined ? 0 : section.selected.length);

function SectionList({ section }: { section: TypeFilterSection }) {
  if (section.failed) return <Alert type="error" showIcon message="Не удалось загрузить типы" />;
  if (!section.options) return <Spin />;
  const options = section.options;
  const checked = section.selected ?? options.map((option) => option.id);
  return (
    <Checkbox.Group
      aria-label={section.title}
      value={checked}
      onChange={(values) => section.onChange(nextSelection(options, values as number[], section.selected))}
    >
      <Flex vertical gap={6}>
        {options.map((option) => (
          // the last chosen type cannot be taken away
          <Checkbox key={option.id} value={option.id} disabled={checked.length === 1 && checked[0] === option.id}>
            {option.name}
          </Checkbox>
        ))}
      </Flex>
    </Checkbox.Group>
  );
}

export function TypeFilterDrawer({ sections }: { sections: TypeFilterSection[] }) {
  const [open, setOpen] = useState(false);
  const narrowed = sections.reduce((sum, section) => sum + chosenCount(section), 0);
  return (
    <>
      <Badge count={narrowed} size="small" offset={[-4, 4]}>
        <Button icon={<FilterOutlined />} onClick={() => setOpen(true)}>
          Фильтры
        </Button>
      </Badge>
      <Drawer title="Фильтры" open={open} onClose={() => setOpen(false)} width={360}>
        <Flex vertical gap={24}>
          {sections.map((section) => (
            <Flex key={section.title} vertical gap={8}>
              <Flex justify="space-between" align="baseline">
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {section.title}
                </Typography.Title>
                <Button type="link" size="small" disabled={section.selected === undefined} onClick={() => section.onChange(undefined)}>
                  Выбрать все
                </Button>
              </Flex>
              <Typography.Text type="secondary">Хотя бы один тип остаётся выбранным.</Typography.Text>
              <SectionList section={section} />
            </Flex>
          ))}
        </Flex>
      </Drawer>
    </>
  );
}
