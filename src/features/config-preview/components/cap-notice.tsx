/**
 * The config caps the edited bundle is near or over (issue 24 §3): the caps keep the booking page
 * fast (rules/config/bundle-caps.ts), and the admin sees them before a save is refused. Counted in
 * the check's worker (`capUsage`, `nearCaps`), from 80 % of a cap on.
 */
import { Box, Text } from '@chakra-ui/react';

import type { CapUse } from '../../../../rules/index.ts';

export function CapNotice({ near }: { near: readonly CapUse[] }) {
  if (near.length === 0) return null;
  const over = near.some((u) => u.used > u.cap);
  return (
    <Box role="note" aria-label="配置上限" fontSize="sm" borderWidth="1px" borderColor={over ? 'border.error' : 'border.warning'} borderRadius="md" p="2" mb="2">
      <Text fontWeight="medium">{over ? '已超过配置上限：超过上限的配置不能保存，否则预订页会变慢。' : '接近配置上限：上限保证预订页的速度。'}</Text>
      <Box as="ul" ps="5">
        {near.map((u) => (
          <li key={`${u.code}-${u.what}`}>
            <Text as="span" color={u.used > u.cap ? 'fg.error' : undefined}>{`${u.what}：${u.used} / ${u.cap} ${u.unit}${u.used > u.cap ? '（已超过）' : ''}`}</Text>
          </li>
        ))}
      </Box>
    </Box>
  );
}
