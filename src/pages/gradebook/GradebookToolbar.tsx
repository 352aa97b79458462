import { SettingOutlined, SyncOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Select, Space, Spin, Switch, Tooltip, Typography } from 'antd';
import type { AvailableCycles } from '../../../resources/gradebook';
import { GRADE_PALETTE } from '../../../resources/operations/gradebook-colours';
import { cycleDot, NEXT_CYCLE, ZOOM_SIZES, type GradebookSettings, type ZoomSize } from './gradebookLogic';

type GradebookToolbarProps = {
  cycle: number | undefined;
  cycles: AvailableCycles | undefined;
  highlight: string | null;
  managing: boolean;
  settings: GradebookSettings;
  loading: boolean;
  canEditBook: boolean;
  canRefreshSheet: boolean;
  refreshSheetOff?: string; // why the refresh cannot work here (reports not configured): the button's tooltip
  refreshing: boolean;
  onCycle: (cycle: number) => void;
  onHighlight: (colour: string | null) => void;
  onManaging: (managing: boolean) => void;
  onRefreshSheet: () => void;
  onOpenSettings: () => void;
  onSettings: (settings: GradebookSettings) => void;
};

const Dot = ({ colour }: { colour: string }) => (
  <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: colour, marginRight: 8, verticalAlign: 'middle' }} />
);
const Swatch = ({ colour }: { colour: string }) => (
  <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: colour, marginRight: 8, verticalAlign: 'middle', border: '1px solid #d9d9d9' }} />
);
const NO_COLOUR = 'none';

// operations.md §2 "Gradebook": cycle, highlight colour, student management, the spreadsheet's refresh, settings,
// only present students, zoom and the loading indicator.
export function GradebookToolbar(props: GradebookToolbarProps) {
  const { cycle, cycles, highlight, managing, settings, loading, canEditBook } = props;
  const current = cycles?.currentCycle ?? 0;
  const cycleOptions = [
    ...(cycles?.cycles ?? []).map((value) => ({
      value,
      label: (
        <span>
          <Dot colour={cycleDot(value, current)} />
          Цикл {value}
        </span>
      ),
    })),
    ...(canEditBook ? [{ value: NEXT_CYCLE, label: <span>+ Следующий цикл</span> }] : []),
  ];
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
      <Select aria-label="Цикл" value={cycle} options={cycleOptions} onChange={props.onCycle} style={{ minWidth: 170 }} loading={!cycles} />
      <Select
        aria-label="Цвет выделения"
        value={highlight ?? NO_COLOUR}
        onChange={(value: string) => props.onHighlight(value === NO_COLOUR ? null : value)}
        style={{ minWidth: 170 }}
        options={[
          { value: NO_COLOUR, label: <span>Без цвета</span> },
          ...GRADE_PALETTE.map((colour) => ({
            value: colour.hex,
            label: (
              <span>
                <Swatch colour={colour.hex} />
                {colour.label}
              </span>
            ),
          })),
        ]}
      />
      {canEditBook && (
        <Button icon={<TeamOutlined />} type={managing ? 'primary' : 'default'} aria-pressed={managing} onClick={() => props.onManaging(!managing)}>
          Управление учениками
        </Button>
      )}
      {props.canRefreshSheet && (
        <Tooltip title={props.refreshSheetOff ?? 'Обновить отчет в гугл-таблице'}>
          <Button icon={<SyncOutlined />} loading={props.refreshing} disabled={!!props.refreshSheetOff} onClick={props.onRefreshSheet} aria-label="Обновить отчет в гугл-таблице" />
        </Tooltip>
      )}
      <Tooltip title="Настройки журнала">
        <Button icon={<SettingOutlined />} onClick={props.onOpenSettings} aria-label="Настройки журнала" />
      </Tooltip>
      <Space>
        <Switch id="gradebook-only-present" checked={settings.onlyPresent} onChange={(onlyPresent) => props.onSettings({ ...settings, onlyPresent })} />
        <Typography.Text>
          <label htmlFor="gradebook-only-present">Только присутствующие</label>
        </Typography.Text>
      </Space>
      <Segmented
        aria-label="Размер шрифта"
        value={settings.zoom}
        options={ZOOM_SIZES.map((size) => ({ value: size, label: `${size} px` }))}
        onChange={(zoom) => props.onSettings({ ...settings, zoom: zoom as ZoomSize })}
      />
      {loading && <Spin size="small" aria-label="Загрузка" />}
    </Flex>
  );
}
