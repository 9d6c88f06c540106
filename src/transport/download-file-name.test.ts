import { describe, expect, it } from 'vitest';

import { downloadFileName } from './download-file-name.ts';

describe('the name of a downloaded file (spec §7)', () => {
  it('comes from filename* first, whatever the order', () => {
    expect(downloadFileName(`attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx`)).toBe('订单.xlsx');
    expect(downloadFileName(`attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx; filename="order.xlsx"`)).toBe('订单.xlsx');
  });

  it('comes from filename otherwise', () => {
    expect(downloadFileName('attachment; filename="report.xlsx"')).toBe('report.xlsx');
  });

  it('is excel.xlsx when the header is missing, names nothing or cannot be read', () => {
    expect(downloadFileName(null)).toBe('excel.xlsx');
    expect(downloadFileName('attachment')).toBe('excel.xlsx');
    expect(downloadFileName('attachment; filename=')).toBe('excel.xlsx');
    expect(downloadFileName(';;;')).toBe('excel.xlsx');
  });
});
