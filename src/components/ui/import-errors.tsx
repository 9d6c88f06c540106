/**
 * A refused import's errors (all or nothing: docs/fleet.md "Imports and exports", docs/resources.md
 * "Imports"): the message, then every bad cell as 行 / 列 / 问题, in an alert. Drawn by the fleet's
 * files and the resource engine's.
 */
import { Stack, Table, Text } from '@chakra-ui/react';

import type { ImportRowError } from '../../../rules/index.ts';

export function ImportErrors({ label, message, errors }: { label: string; message: string; errors: readonly ImportRowError[] }) {
  return (
    <Stack gap="2" role="alert">
      <Text color="fg.error">{message}</Text>
      {errors.length > 0 ? (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="64">
          <Table.Root size="sm" aria-label={`${label}导入错误`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>行</Table.ColumnHeader>
                <Table.ColumnHeader>列</Table.ColumnHeader>
                <Table.ColumnHeader>问题</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {errors.map((e) => (
                <Table.Row key={`${e.row}-${e.column}`}>
                  <Table.Cell>{e.row}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{e.column}</Table.Cell>
                  <Table.Cell>{e.message}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
    </Stack>
  );
}
