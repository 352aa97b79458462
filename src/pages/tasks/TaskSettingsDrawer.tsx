import { Button, Drawer, Flex, Form, Input, Select, Typography } from 'antd';
import type { TaskOption } from '../../../resources/tasks';
import { NO_FILTERS, UNASSIGNED, type TaskFilters } from './taskBoardView';

type TaskSettingsDrawerProps = {
  open: boolean;
  onClose: () => void;
  filters: TaskFilters;
  onFilters: (filters: TaskFilters) => void;
  staff: TaskOption[];
  priorities: TaskOption[];
  hasOwnOrder: boolean;
  onResetOrder: () => void;
};

// The board's settings side panel (§2): filters by assignee, priority and text, and the columns' own order;
// both kept in the browser.
export function TaskSettingsDrawer({ open, onClose, filters, onFilters, staff, priorities, hasOwnOrder, onResetOrder }: TaskSettingsDrawerProps) {
  const staffOptions = [{ value: UNASSIGNED, label: 'Не назначена' }, ...staff.map((member) => ({ value: member.id, label: member.name }))];
  return (
    <Drawer title="Настройки доски" open={open} onClose={onClose} width={360} closable={{ 'aria-label': 'Закрыть' }}>
      <Form layout="vertical">
        <Form.Item label="Поиск" htmlFor="task-filter-text">
          <Input
            id="task-filter-text"
            allowClear
            placeholder="Заголовок или описание"
            value={filters.text}
            onChange={(event) => onFilters({ ...filters, text: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="Исполнитель" htmlFor="task-filter-staff">
          <Select
            id="task-filter-staff"
            mode="multiple"
            allowClear
            placeholder="Все"
            options={staffOptions}
            value={filters.staffIds}
            onChange={(staffIds: number[]) => onFilters({ ...filters, staffIds })}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item label="Приоритет" htmlFor="task-filter-priority">
          <Select
            id="task-filter-priority"
            mode="multiple"
            allowClear
            placeholder="Все"
            options={priorities.map((priority) => ({ value: priority.id, label: priority.name }))}
            value={filters.priorityIds}
            onChange={(priorityIds: number[]) => onFilters({ ...filters, priorityIds })}
          />
        </Form.Item>
      </Form>
      <Flex vertical gap={12}>
        <Button onClick={() => onFilters(NO_FILTERS)}>Сбросить фильтры</Button>
        <Button onClick={onResetOrder} disabled={!hasOwnOrder}>
          Вернуть порядок по дедлайну
        </Button>
        <Typography.Text type="secondary">
          Карточки в колонке идут по дедлайну, затем по приоритету. Порядок, заданный перетаскиванием внутри колонки, и фильтры
          сохраняются в этом браузере.
        </Typography.Text>
      </Flex>
    </Drawer>
  );
}
