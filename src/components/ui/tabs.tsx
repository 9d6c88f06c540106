import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

import './ui.css';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs with only the selected panel mounted (an unmounted form keeps no stale state), written to the
 * WAI-ARIA tabs pattern (automatic activation: arrows, Home and End move and select) with plain
 * elements. Why not Chakra's Tabs: they sit on the sign-in page, and Chakra with zag's tabs machine
 * is about 80 KB of the 180 KB /login may load (issue 9 §2); the pattern is this small.
 */
export function Tabs({ items, defaultValue, keepMounted }: {
  items: readonly TabItem[];
  defaultValue?: string;
  /**
   * Panels that stay mounted (hidden) while another is selected: one whose state must outlive a
   * switch, e.g. the config preview's JSON view and its undo history (issue 24 §1).
   */
  keepMounted?: readonly string[];
}) {
  const [selected, setSelected] = useState(defaultValue ?? items[0]?.value);
  const baseId = useId();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const current = items.find((item) => item.value === selected) ?? items[0];

  const moveTo = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (item === undefined) return;
    setSelected(item.value);
    tabs.current.get(item.value)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === current?.value);
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    moveTo(to);
  };

  return (
    <div>
      <div role="tablist" aria-orientation="horizontal" className="ui-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.value === current?.value;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabs.current.set(item.value, element);
                else tabs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${item.value}`}
              tabIndex={active ? 0 : -1}
              className="ui-tabs__tab"
              onClick={() => setSelected(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const active = item.value === current?.value;
        if (!active && !keepMounted?.includes(item.value)) return null;
        return (
          <div key={item.value} role="tabpanel" hidden={!active} id={`${baseId}-panel-${item.value}`} aria-labelledby={`${baseId}-tab-${item.value}`} tabIndex={0} className="ui-tabs__panel">
            {item.content}
          </div>
        );
      })}
    </div>
  );
}
