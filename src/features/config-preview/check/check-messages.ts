/** The messages between the page and bundle-check.worker.ts. */
import type { CheckedText } from '../bundle-diagnostics.ts';

export interface CheckRequest {
  id: number;
  text: string;
}

export interface CheckAnswer {
  id: number;
  checked: CheckedText;
}
