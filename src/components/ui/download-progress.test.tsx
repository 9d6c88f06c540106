// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';

import { DownloadProgress, downloadPercent } from './download-progress.tsx';
import { UiProvider } from './provider.tsx';

afterEach(cleanup);

describe('the download progress bar', () => {
  it('is a progressbar named by its label with the percent as aria-valuenow and in the text', () => {
    render(<UiProvider><DownloadProgress label="导出车辆" state={{ loaded: 512, total: 2048 }} /></UiProvider>);
    const bar = screen.getByRole('progressbar', { name: '导出车辆' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('导出车辆 25%')).toBeTruthy();
  });

  it('without a size says the bytes so far and has no aria-valuenow', () => {
    render(<UiProvider><DownloadProgress label="导出订单" state={{ loaded: 3000, total: 0 }} /></UiProvider>);
    const bar = screen.getByRole('progressbar', { name: '导出订单' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.getAttribute('aria-valuetext')).toBe('已接收 3 KB');
  });

  it('property: the percent is 0 to 100 and never goes back as bytes arrive', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (total, a, b) => {
        const [early, late] = a < b ? [a, b] : [b, a];
        const p1 = downloadPercent({ loaded: early, total })!;
        const p2 = downloadPercent({ loaded: late, total })!;
        expect(p1).toBeGreaterThanOrEqual(0);
        expect(p2).toBeLessThanOrEqual(100);
        expect(p1).toBeLessThanOrEqual(p2);
      }),
    );
  });
});
