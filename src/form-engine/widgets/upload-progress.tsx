/**
 * The bar of an attachment's upload (Chakra's `Progress`, zag's progress machine), fetched when the
 * first upload starts (attachment-widget.tsx): no booking form draws it at mount (issue 9 §2, the
 * booking page ≤ 330 KB).
 */
import { HStack, Progress, Text } from '@chakra-ui/react';

/** @example <UploadProgress percent={40} /> // a bar and 正在上传 40% */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <Progress.Root value={percent} size="sm" maxW="xs" aria-label="上传进度">
      <HStack gap="2">
        <Progress.Track flex="1">
          <Progress.Range />
        </Progress.Track>
        <Text>{`正在上传 ${percent}%`}</Text>
      </HStack>
    </Progress.Root>
  );
}

