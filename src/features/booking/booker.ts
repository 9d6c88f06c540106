/**
 * Who books, as the booking pages need it: handed in by the page composition (src/pages/), which
 * reads the session, since a feature does not import another.
 */
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
}
