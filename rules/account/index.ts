/** Accounts: sign-in credentials and the permission tree (spec §6). */
export type { PermissionMap, PermissionNode } from './permissions.ts';
export { flattenPermissionTree, hasPermission } from './permissions.ts';
export { PERMISSION_LABELS, permissionLabel } from './permission-labels.ts';
export {
  CredentialMessage,
  isAcceptableNewPassword,
  NEW_PASSWORD_PATTERN,
  PHONE_NUMBER_PATTERN,
  SMS_CODE_PATTERN,
} from './account-credentials.ts';
