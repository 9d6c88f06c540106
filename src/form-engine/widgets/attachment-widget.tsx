/**
 * `attachment` (showType 6): choose a file, checked for size and kind before upload
 * (attachment-rules.ts), uploaded through `lookups.uploadAttachment` with its progress shown; the
 * field's value is the stored file's URL (`/attachments/<fileId>`), which an approver can open.
 * Failures show in Chinese under the input and leave the previous value in place.
 */
import { Box, HStack, Link, Progress, Text, chakra } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { labelValue } from '@rjsf/utils';
import { useState } from 'react';

import type { FormContext } from '../form-context.ts';
import { controlAria } from '../theme/a11y.ts';
import { FieldLabel } from '../theme/field-label.tsx';
import { ATTACHMENT_EXTENSIONS, attachmentProblem } from './attachment-rules.ts';

/** The message of a failed upload whose error says nothing usable. */
export const UPLOAD_FAILED = '附件上传失败，请重试';

type Upload = { state: 'idle' } | { state: 'uploading'; fraction: number } | { state: 'failed'; message: string } | { state: 'done'; name: string };

export function AttachmentWidget(props: WidgetProps) {
  const { id, label, hideLabel, value, required, disabled, readonly, rawErrors, onChange, registry } = props;
  const { lookups } = registry.formContext as FormContext;
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const shownLabel = labelValue(label, hideLabel || !label);
  const url = typeof value === 'string' && value !== '' ? value : null;
  const statusId = `${id}__upload`;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = attachmentProblem(file);
    if (problem) {
      setUpload({ state: 'failed', message: problem });
      return;
    }
    setUpload({ state: 'uploading', fraction: 0 });
    try {
      const stored = await lookups.uploadAttachment(file, (fraction) => setUpload({ state: 'uploading', fraction }));
      setUpload({ state: 'done', name: stored.name });
      onChange(stored.url);
    } catch (error) {
      const message = error instanceof Error && /[\u4e00-\u9fff]/.test(error.message) ? error.message : UPLOAD_FAILED;
      setUpload({ state: 'failed', message });
    }
  };

  const aria = controlAria(id, required, rawErrors);
  return (
    <Box>
      {shownLabel ? <FieldLabel htmlFor={id} label={shownLabel} required={required} /> : null}
      <chakra.input
        id={id}
        type="file"
        accept={ATTACHMENT_EXTENSIONS.join(',')}
        disabled={disabled || readonly || upload.state === 'uploading'}
        onChange={(event) => void choose(event.target.files?.[0])}
        fontSize="sm"
        {...aria}
        aria-invalid={upload.state === 'failed' || aria['aria-invalid'] ? true : undefined}
        aria-describedby={`${statusId} ${aria['aria-describedby']}`}
      />
      <Box id={statusId} mt="1" fontSize="sm" aria-live="polite">
        {upload.state === 'uploading' ? (
          <Progress.Root value={Math.round(upload.fraction * 100)} size="sm" maxW="xs" aria-label="上传进度">
            <HStack gap="2">
              <Progress.Track flex="1">
                <Progress.Range />
              </Progress.Track>
              <Text>{`正在上传 ${Math.round(upload.fraction * 100)}%`}</Text>
            </HStack>
          </Progress.Root>
        ) : null}
        {upload.state === 'failed' ? <Text color="fg.error">{upload.message}</Text> : null}
        {url ? (
          <Text>
            已上传：
            <Link href={url} target="_blank" rel="noreferrer">
              {upload.state === 'done' ? upload.name : url}
            </Link>
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
