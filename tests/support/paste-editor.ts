/**
 * Pastes a large text over the config preview's JSON editor in a browser test or bench: a paste
 * event with the text as its clipboard data, as Ctrl+V sends (CodeMirror reads the event's data).
 * Not `insertText`: Chromium types that into the editable DOM, which for a megabyte of text takes
 * minutes before the editor sees it.
 */
import type { Page } from 'playwright-core';

export async function pasteText(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.querySelector('.cm-content')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
