import { Button, HStack, Text } from '@chakra-ui/react';

/** 上一页 / 下一页 with the page and total (the fleet's lists and the resource engine's). */
export function Pager({ pageIndex, pageSize, total, onPage }: { pageIndex: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack mt="2" gap="3" fontSize="sm">
      <Button size="xs" variant="outline" disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)}>上一页</Button>
      <Text>{`第 ${pageIndex} / ${pages} 页，共 ${total} 条`}</Text>
      <Button size="xs" variant="outline" disabled={pageIndex >= pages} onClick={() => onPage(pageIndex + 1)}>下一页</Button>
    </HStack>
  );
}
