import { Tag, Wrap } from '@chakra-ui/react';

/** A labelled list of tags (e.g. the functions a user may use). */
export function TagList({ label, items }: { label: string; items: readonly { key: string; text: string }[] }) {
  return (
    <Wrap as="ul" aria-label={label} gap="2" listStyleType="none">
      {items.map((item) => (
        <Tag.Root as="li" key={item.key} colorPalette="blue" size="lg">
          <Tag.Label>{item.text}</Tag.Label>
        </Tag.Root>
      ))}
    </Wrap>
  );
}
