/**
 * The settings' history (issue 25 §2): each save newest first, who and when, the section and what
 * changed in words (`describeSettingsChange`: the settings' titles, permission and payment names).
 * Cards, so it reads at 390 px as at 1280 px.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';

import { formatBoardingTime } from '../../../../rules/model/china-time.ts';
import { describeSettingsChange, settingsSectionTitle } from '../../../../rules/admin/index.ts';
import { FormError } from '../../../components/ui/form-layout.tsx';
import { Hint } from '../../../components/ui/layout.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { settingsHistoryQuery } from '../api/settings.ts';

export function SettingsHistory() {
  const history = useQuery(settingsHistoryQuery(useTransport()));
  if (history.isPending) return <Hint>加载中…</Hint>;
  if (history.isError) return <FormError>{`无法获取修改记录：${history.error.message}`}</FormError>;
  if (history.data.length === 0) return <Hint>还没有修改记录。</Hint>;
  return (
    <Stack as="ul" gap="3" aria-label="修改记录">
      {history.data.map((change) => {
        const lines = describeSettingsChange(change.section, change.before, change.after);
        return (
          <Box as="li" key={change.id} listStyleType="none" borderWidth="1px" borderRadius="md" p="3">
            <Text fontWeight="semibold">{`${formatBoardingTime(change.changedAt)} ${change.userName} 修改了${settingsSectionTitle(change.section)}`}</Text>
            <Stack as="ul" gap="1" mt="1" fontSize="sm" ps="4">
              {(lines.length === 0 ? ['保存时没有改动'] : lines).map((line, i) => (
                <Text as="li" key={i} overflowWrap="anywhere">
                  {line}
                </Text>
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
