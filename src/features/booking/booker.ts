/**
 * Who books, as the booking pages need it: handed in by the page composition (src/pages/), which
 * reads the session, since a feature does not import another.
 */
import type { UserApprover } from '../../../rules/index.ts';

export interface BookingUser {
  userId: string;
  enterpriseId: number;
  name: string;
  phoneNumber: string;
  email: string;
  /** The booker's priority, the user level of orders (spec §3 Current user, §6). */
  userLevel: number;
  /** The booker's own cost centre (spec §3 Current user `costCenter`): a new booking opens on it. */
  costCentre: string;
  /** The booker's permission names (spec §6), e.g. `ownCar.holiday`. */
  permissions: readonly string[];
  /** The booker's own approver (spec §3 Current user `approverName`, `approverPhoneNumber`, `approveEmail`): D3 default source 2. */
  approver?: UserApprover;
}
