/**
 * The order exports (issue 11 §1, `/CsOrder/Export`, `/own/order/export`): the rows of a list
 * filter, every page of it, written as a real .xlsx by exceljs with Chinese column headers. At
 * most `EXPORT_ROW_CAP` rows: a larger export is refused, not cut short (docs/security.md
 * "Exports"), so a file never silently holds less than the list.
 */
import ExcelJS from 'exceljs';
import { formatBoardingTime, SPECIAL_CAR } from '../../rules/index.ts';
import type { OrderSummary, OwnCarOrderSummary, SpecialCarOrderSummary } from '../shared/index.ts';
import type { OrderBusinessType } from './store/orders.ts';

/** The most rows one export writes (docs/security.md "Exports"). */
export const EXPORT_ROW_CAP = 5000;

/** The content type of an .xlsx file. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Column<S> {
  header: string;
  width: number;
  value: (summary: S) => string | number;
}

const COMMON: Column<OrderSummary>[] = [
  { header: '订单号', width: 20, value: (s) => s.orderId },
  { header: '订单状态', width: 12, value: (s) => s.statusName },
  { header: '用车时间', width: 18, value: (s) => s.boardingTime },
  { header: '行程类型', width: 12, value: (s) => s.tripTypeName },
  { header: '预订人', width: 12, value: (s) => s.bookerName },
  { header: '乘车人', width: 12, value: (s) => s.passengerName },
  { header: '上车地点', width: 28, value: (s) => s.boardingAddress },
  { header: '下车地点', width: 28, value: (s) => s.dropOffAddress },
  { header: '成本中心', width: 16, value: (s) => s.costCentre },
  { header: '下单时间', width: 18, value: (s) => formatBoardingTime(s.createdAt) },
];

const SPECIAL_CAR_COLUMNS: Column<SpecialCarOrderSummary>[] = [
  ...COMMON,
  { header: '预估价格（元）', width: 14, value: (s) => (s.price === null ? '' : s.price) },
];

const OWN_CAR_COLUMNS: Column<OwnCarOrderSummary>[] = [
  ...COMMON.slice(0, 3),
  { header: '下车时间', width: 18, value: (s) => s.dropOffTime },
  ...COMMON.slice(3),
  { header: '车牌号', width: 12, value: (s) => s.carLicense },
];

/** The column headers of a business type's export, in order. */
export function exportHeaders(businessType: OrderBusinessType): string[] {
  return (businessType === SPECIAL_CAR ? SPECIAL_CAR_COLUMNS : OWN_CAR_COLUMNS).map((c) => c.header);
}

/** The file name of an export: `专车订单-20261123-1830.xlsx` (China time of `now`). */
export function exportFileName(businessType: OrderBusinessType, now: number): string {
  const stamp = formatBoardingTime(now).replace(/-/g, '').replace(' ', '-').replace(':', '');
  return `${businessType === SPECIAL_CAR ? '专车订单' : '自有车订单'}-${stamp}.xlsx`;
}

/**
 * The .xlsx of the summaries: one sheet, the Chinese headers in bold and frozen, one row per order.
 *
 * @example await ordersWorkbook(OWN_CAR, summaries) // Uint8Array starting with 'PK'
 */
export async function ordersWorkbook(businessType: OrderBusinessType, summaries: readonly OrderSummary[]): Promise<Uint8Array> {
  const columns = (businessType === SPECIAL_CAR ? SPECIAL_CAR_COLUMNS : OWN_CAR_COLUMNS) as Column<OrderSummary>[];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'enterprise-booking-portal';
  const sheet = workbook.addWorksheet(businessType === SPECIAL_CAR ? '专车订单' : '自有车订单', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const summary of summaries) sheet.addRow(columns.map((c) => c.value(summary)));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
