/**
 * Reading an input file for `booking-rules` with a size cap (issue 7, point 8): at most the cap
 * plus one byte is ever read, so `/dev/zero`, a FIFO that never ends or a 2 GB file costs at
 * most the cap in memory and time, and answers exit 2 instead of running forever.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/**
 * 10 MiB per input file. A real bundle is a few KB; a 20,000-field chain, far beyond any
 * enterprise, is 6.7 MB, and everything after reading is linear, so the cap bounds the work.
 */
export const MAX_INPUT_BYTES = 10 * 1024 * 1024;

/** The file is over the cap (the error code Node uses for "file too large"). */
export const TOO_LARGE = 'EFBIG';

/**
 * The file as UTF-8 text, or an error with code `EFBIG` when it holds more than `maxBytes`
 * bytes. A regular file is refused by its size before anything is read; anything else (a
 * device, a pipe) is read only up to `maxBytes + 1` bytes.
 *
 * @example readTextCapped('/dev/zero', 1024) // throws { code: 'EFBIG' } after reading 1,025 bytes
 */
export function readTextCapped(path: string, maxBytes: number): string {
  const fd = openSync(path, 'r');
  try {
    const stat = fstatSync(fd);
    if (stat.isFile() && stat.size > maxBytes) throw tooLarge(path);
    const buffer = Buffer.allocUnsafe(maxBytes + 1);
    let length = 0;
    while (length <= maxBytes) {
      const read = readSync(fd, buffer, length, maxBytes + 1 - length, null);
      if (read === 0) break;
      length += read;
    }
    if (length > maxBytes) throw tooLarge(path);
    return buffer.toString('utf8', 0, length);
  } finally {
    closeSync(fd);
  }
}

function tooLarge(path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${path} is larger than the input cap`), { code: TOO_LARGE });
}
