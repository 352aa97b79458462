import { Button, Flex } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import { CYCLE_TABS, type CycleTab } from '../../../resources/cycle-reports';

export const tabId = (key: string) => `cycle-tab-${key}`;
export const PANEL_ID = 'cycle-tab-panel';

// The 20 tabs of money.md §2 on two lines as needed: antd's Tabs cannot show them all on a screen and puts the rest
// behind a "more" button inside its tablist, which axe refuses (aria-required-children). A WAI-ARIA tablist:
// one tab in the tab order, arrows, Home and End move between them.
export function CycleTabBar({ active, onSelect }: { active: CycleTab; onSelect: (key: string) => void }) {
  const buttons = useRef(new Map<string, HTMLElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = CYCLE_TABS.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const key = CYCLE_TABS[target].key;
    onSelect(key);
    buttons.current.get(key)?.focus();
  };
  return (
    <Flex role="tablist" aria-label="Циклы" wrap gap={6} style={{ marginBottom: 12 }}>
      {CYCLE_TABS.map((tab, index) => {
        const selected = tab.key === active.key;
        return (
          <Button
            key={tab.key}
            ref={(button) => {
              if (button) buttons.current.set(tab.key, button);
            }}
            id={tabId(tab.key)}
            role="tab"
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            type={selected ? 'primary' : 'default'}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </Button>
        );
      })}
    </Flex>
  );
}
