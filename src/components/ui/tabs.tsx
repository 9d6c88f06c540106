import { Tabs as ChakraTabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

/** Tabs with lazily mounted panels (an unmounted form keeps no stale state). */
export function Tabs({ items, defaultValue }: { items: readonly TabItem[]; defaultValue?: string }) {
  return (
    <ChakraTabs.Root defaultValue={defaultValue ?? items[0]?.value} lazyMount unmountOnExit variant="line">
      <ChakraTabs.List>
        {items.map((item) => (
          <ChakraTabs.Trigger key={item.value} value={item.value}>
            {item.label}
          </ChakraTabs.Trigger>
        ))}
      </ChakraTabs.List>
      {items.map((item) => (
        <ChakraTabs.Content key={item.value} value={item.value}>
          {item.content}
        </ChakraTabs.Content>
      ))}
    </ChakraTabs.Root>
  );
}
