/**
 * A download with its progress for a button (docs/transport.md "Downloads"): runs
 * `transport.download` with `onProgress`, saves the file under its name, keeps the failure's text.
 */
import { useCallback, useState } from 'react';

import type { DownloadEndpoint } from '../shared/index.ts';
import type { DownloadProgress } from '../transport/index.ts';
import { saveFile } from './save-file.ts';
import { useTransport } from './transport-context.tsx';

export interface Download {
  /** Downloads and saves; resolves true when the file was saved. */
  run: (endpoint: DownloadEndpoint, params?: unknown) => Promise<boolean>;
  /** The progress while a download runs, null otherwise. */
  progress: DownloadProgress | null;
  /** Why the last download failed ('' when it did not). */
  error: string;
}

export function useDownload(): Download {
  const transport = useTransport();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState('');
  const run = useCallback(
    async (endpoint: DownloadEndpoint, params?: unknown) => {
      setError('');
      setProgress({ loaded: 0, total: 0 });
      const file = await transport.download(endpoint, { params: params ?? {}, onProgress: setProgress });
      setProgress(null);
      if (file.ok) saveFile(file.blob, file.fileName);
      else setError(file.message);
      return file.ok;
    },
    [transport],
  );
  return { run, progress, error };
}
