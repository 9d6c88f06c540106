import { Box, HStack, Text } from '@chakra-ui/react';

/** How far a download has come; `total` 0 when the answer did not say (transport.download's progress). */
export interface DownloadState {
  loaded: number;
  total: number;
}

/** The percent of a download, null when its size is unknown. @example downloadPercent({ loaded: 50, total: 200 }) // 25 */
export function downloadPercent({ loaded, total }: DownloadState): number | null {
  return total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null;
}

/**
 * A download's progress bar with its percent (docs/transport.md "Downloads"): `role=progressbar`
 * with `aria-valuenow`, or only the bytes so far (`aria-valuetext`) when the size is unknown.
 *
 * @example <DownloadProgress label="导出车辆" state={{ loaded: 10_240, total: 40_960 }} />
 */
export function DownloadProgress({ label, state }: { label: string; state: DownloadState }) {
  const percent = downloadPercent(state);
  const text = percent === null ? `已接收 ${Math.ceil(state.loaded / 1024)} KB` : `${percent}%`;
  return (
    <HStack gap="3" width="full" maxW="md">
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? text : undefined}
        flex="1"
        height="2"
        borderRadius="full"
        bg="gray.200"
        overflow="hidden"
      >
        <Box height="full" bg="blue.500" width={percent === null ? '30%' : `${percent}%`} transition="width 0.1s" />
      </Box>
      <Text fontSize="sm" minW="16" aria-hidden="true">{`${label} ${text}`}</Text>
    </HStack>
  );
}
