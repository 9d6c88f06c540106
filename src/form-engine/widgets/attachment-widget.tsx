/**
 * `attachment` (showType 6): choose a file, checked for size and kind before upload
 * (attachment-rules.ts), uploaded through `lookups.uploadAttachment` with its progress shown; the
 * field's value is the stored file's URL (`/attachments/<fileId>`), which an approver can open.
 * Failures show in Chinese under the input and leave the previous value in place.
 *
 * No English on the page: a native file input draws the browser's "Choose File / No file chosen".
 * The input stays (visually hidden, still in the tab order, its label linked and its aria state on
 * it, as every input of the engine) and a label drawn as a button says 选择文件 beside the chosen
 * file's name or 未选择文件; focusing the input rings the button. Chakra's `FileUpload` (Ark UI) was
 * not used: it hides its input from the accessibility tree (`aria-hidden`, `tabIndex -1`) and moves
 * the name to a trigger button, away from the label, `aria-required` and `aria-describedby` the
 * engine's contract puts on the input (docs/forms.md "Accessibility").
 */
import { Box, HStack, Link, Text, chakra } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { labelValue } from '@rjsf/utils';
import { createElement, useState } from 'react';

import { lazyValue, useLoaded } from '../../lib/use-loaded.ts';

import type { FormContext } from '../form-context.ts';
import { controlAria } from '../theme/a11y.ts';
import { FieldLabel } from '../theme/field-label.tsx';
import { ATTACHMENT_EXTENSIONS, attachmentProblem } from './attachment-rules.ts';

/** What the button beside the hidden file input says. */
export const CHOOSE_FILE = '选择文件';
/** What stands in for the file's name before one is chosen. */
export const NO_FILE_CHOSEN = '未选择文件';

/** The message of a failed upload whose error says nothing usable. */
export const UPLOAD_FAILED = '附件上传失败，请重试';

/** The progress bar, fetched once a file is chosen (the upload's first bytes go beside it). */
const progressBar = lazyValue(() => import('./upload-progress.tsx').then((module) => module.UploadProgress));

type Upload = { state: 'idle' } | { state: 'uploading'; fraction: number } | { state: 'failed'; message: string } | { state: 'done'; name: string };

export function AttachmentWidget(props: WidgetProps) {
  const { id, label, hideLabel, value, required, disabled, readonly, rawErrors, onChange, registry } = props;
  const { lookups } = registry.formContext as FormContext;
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [chosen, setChosen] = useState<string | null>(null);
  const Bar = useLoaded(progressBar.loaded, progressBar.preload, upload.state !== 'idle');
  const shownLabel = labelValue(label, hideLabel || !label);
  const url = typeof value === 'string' && value !== '' ? value : null;
  const statusId = `${id}__upload`;
  const chosenId = `${id}__chosen`;
  const locked = disabled || readonly || upload.state === 'uploading';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setChosen(file.name);
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
      <HStack gap="3" flexWrap="wrap">
        <chakra.input
          id={id}
          type="file"
          className="peer"
          srOnly
          accept={ATTACHMENT_EXTENSIONS.join(',')}
          disabled={locked}
          onChange={(event) => void choose(event.target.files?.[0])}
          {...aria}
          aria-invalid={upload.state === 'failed' || aria['aria-invalid'] ? true : undefined}
          aria-describedby={`${chosenId} ${statusId} ${aria['aria-describedby']}`}
        />
        <chakra.label
          htmlFor={id}
          display="inline-flex"
          alignItems="center"
          h="9"
          px="3"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          bg="bg"
          fontSize="sm"
          fontWeight="medium"
          cursor={locked ? 'not-allowed' : 'pointer'}
          opacity={locked ? 0.5 : 1}
          _hover={locked ? undefined : { bg: 'bg.muted' }}
          _peerFocusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        >
          {CHOOSE_FILE}
        </chakra.label>
        {/* A stored file (a restored draft, an update) is named by the 已上传 line below. */}
        <Text id={chosenId} fontSize="sm" color={chosen ? 'fg' : 'fg.muted'} minW="0" wordBreak="break-all">
          {chosen ?? (url ? '' : NO_FILE_CHOSEN)}
        </Text>
      </HStack>
      <Box id={statusId} mt="1" fontSize="sm" aria-live="polite">
        {upload.state === 'uploading' ? (
          // Until the bar's code is there (the first moments of the first upload) the percent alone.
          Bar === undefined ? (
            <Text>{`正在上传 ${Math.round(upload.fraction * 100)}%`}</Text>
          ) : (
            createElement(Bar, { percent: Math.round(upload.fraction * 100) })
          )
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
