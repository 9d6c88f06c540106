import { DataList } from '@chakra-ui/react';

/** Label/value pairs (a `<dl>`), e.g. the signed-in user's details. */
export function DescriptionList({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <DataList.Root orientation="horizontal">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue>{item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
