/**
 * The booker as the booking feature needs them, read from the session (src/pages/ composes the two
 * features, which do not import each other).
 */
import type { BookingUser } from '../features/booking/booker.ts';
import { displayName } from '../features/session/api/current-user.ts';
import type { CurrentUser } from '../features/session/api/current-user.ts';

/**
 * `presetCostCentre`: the cost centre a link names (a cost centre's QR image, docs/administration.md
 * "成本中心"): a new booking opens on it instead of the booker's own (the server still refuses a centre
 * the enterprise cannot charge).
 *
 * @example bookingUserOf(currentUser, ['ownCar.book']).userLevel // currentUser.priority ?? 0
 */
export function bookingUserOf(user: CurrentUser, permissions: readonly string[], presetCostCentre = ''): BookingUser {
  return {
    userId: user.userId,
    enterpriseId: user.enterpriseId,
    name: displayName(user),
    phoneNumber: user.phoneNumber,
    email: user.email ?? '',
    userLevel: user.priority ?? 0,
    costCentre: presetCostCentre.trim() || (user.costCenter ?? ''),
    permissions,
    approver: { approverName: user.approverName ?? '', approverPhoneNumber: user.approverPhoneNumber ?? '', approveEmail: user.approveEmail ?? '' },
  };
}
