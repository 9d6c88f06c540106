/**
 * Chinese labels of the permission names the portal knows (spec §6 gives none; these
 * follow the reference server's tree). Unknown names are shown as they are. Declared once here:
 * the start page's 可用功能 and the enterprise settings' roles (a role's permissions are chosen by
 * these names, never typed as keys) read them.
 */
export const PERMISSION_LABELS: Readonly<Record<string, string>> = {
  specialCar: '专车服务',
  'specialCar.book': '专车预订',
  'specialCar.orders': '专车订单',
  ownCar: '自有车服务',
  'ownCar.book': '自有车预订',
  'ownCar.orders': '自有车订单',
  // spec §6: own-car trip type 4 (holiday) is hidden unless the user has this permission.
  'ownCar.holiday': '自有车休假行程',
  'ownCar.fleet': '自有车车队管理',
  audit: '审批',
  'audit.orders': '订单审批',
  'audit.bills': '账单审批',
  admin: '企业管理',
  'admin.allOrders': '全部订单',
  'admin.users': '用户管理',
  'admin.costCentres': '成本中心管理',
  'admin.config': '企业配置',
  // Reads the monitoring intake's events (/dev/rum-events; docs/server.md "Monitoring").
  'admin.monitoring': '性能监控',
  reports: '报表',
  'reports.statements': '对账单',
};

/**
 * A permission's label, or its name when the portal has no label for it.
 *
 * @example permissionLabel('ownCar.holiday') // '自有车休假行程'
 */
export function permissionLabel(name: string): string {
  return Object.hasOwn(PERMISSION_LABELS, name) ? (PERMISSION_LABELS[name] ?? name) : name;
}
