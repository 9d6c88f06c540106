/**
 * The name of a downloaded file (spec §7): from the `Content-Disposition` header, the RFC 5987
 * `filename*` first, then `filename`; `excel.xlsx` when there is neither.
 */
import contentDisposition from 'content-disposition';

/** The name a download gets when the answer names none (spec §7). */
export const DEFAULT_DOWNLOAD_FILE_NAME = 'excel.xlsx';

/**
 * @example downloadFileName(`attachment; filename="order.xlsx"; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx`) // '订单.xlsx'
 * @example downloadFileName('attachment; filename="report.xlsx"') // 'report.xlsx'
 * @example downloadFileName(null)                                 // 'excel.xlsx'
 */
export function downloadFileName(header: string | null | undefined): string {
  if (!header) return DEFAULT_DOWNLOAD_FILE_NAME;
  try {
    // The package decodes `filename*` and lets it replace `filename`, whatever their order.
    const name = contentDisposition.parse(header).parameters.filename;
    return name ? name : DEFAULT_DOWNLOAD_FILE_NAME;
  } catch {
    // A header the package cannot parse names no file we can trust.
    return DEFAULT_DOWNLOAD_FILE_NAME;
  }
}
