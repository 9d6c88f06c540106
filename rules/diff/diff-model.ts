/**
 * The shapes of the impact diff (issue 10 §2): the scenario space, the changes between two
 * bundles and the replay of stored orders. Plain data only (no functions, no classes), so a
 * Web Worker can post every result to the page as it is. docs/rules.md "Impact diff".
 */
import type { BookingBusinessType } from '../model/constants.ts';
import type { AuditRole } from '../audit/audit-visibility.ts';
import type { Issue } from '../model/issue.ts';
import type { Reason } from '../model/reasons.ts';

/** Text in both languages: Chinese for the page and the CLI, English beside it in the CLI. */
export interface Words {
  zh: string;
  en: string;
}

/** The scenario inputs the space varies (D2), in the order conditions name them. */
export type DimensionId =
  | 'tripType'
  | 'paymentType'
  | 'orderType'
  | 'userLevel'
  | 'carTypeLevel'
  | 'booker'
  | 'passenger'
  | 'duration'
  | 'holiday'
  | `parent:${number}`;

/**
 * One value of a dimension: a value a bundle mentions, or the one `other` value that stands for
 * every value neither bundle mentions (they all behave alike, since the rules only test membership).
 */
export interface DimensionValue {
  label: Words;
  /** The value stands for every value neither bundle mentions (or, for a person, every person in no list). */
  other?: boolean;
}

/** One varied scenario input with its values. */
export interface Dimension {
  id: DimensionId;
  /** What the input is called: 行程类型, 付款方式, 「差旅类型」… */
  label: Words;
  values: DimensionValue[];
}

/** What the diff compares (issue 10 §2). */
export type DiffSubject =
  | { kind: 'specialField'; businessType: BookingBusinessType; specialId: number; name: string }
  | { kind: 'auditSection'; businessType: BookingBusinessType; role: AuditRole }
  | { kind: 'paymentOptions'; businessType: BookingBusinessType }
  | { kind: 'tripTypes'; businessType: BookingBusinessType };

/**
 * A subject's state in one scenario under one bundle. `present` is false when the bundle has no
 * such field or section; the other members are there for the kinds that have them.
 */
export interface SubjectState {
  present: boolean;
  visible?: boolean;
  required?: boolean;
  editable?: boolean;
  /** Payment options or the trip types offered, in order. */
  options?: number[];
  /** The default trip type (trip types only). */
  defaultValue?: number | null;
}

/** One clause of a condition: the dimension takes one of these values. */
export interface ConditionClause {
  dimension: DimensionId;
  label: Words;
  values: DimensionValue[];
  /** The values' indexes in the dimension's `values`. */
  indexes: number[];
}

/** A conjunction of clauses; the empty condition holds in every scenario. */
export type Condition = ConditionClause[];

/** One subject's state moving from `before` to `after` in some scenarios. */
export interface DiffChange {
  subject: DiffSubject;
  before: SubjectState;
  after: SubjectState;
  /** The inputs the subject's block varies (the other inputs are held fixed). */
  dimensions: Dimension[];
  /** The scenarios where this change happens, compressed: the change happens in a scenario of the block exactly when one condition holds. */
  when: Condition[];
  /** How many scenarios of the subject's block show this change, and the block's size. */
  scenarios: number;
  blockSize: number;
  /** Why, in the first such scenario, under each bundle (codes of the rules core's `because`). */
  because: { before: Reason[]; after: Reason[] };
}

export interface DiffResult {
  changes: DiffChange[];
  /** Scenarios enumerated (the size of the space). */
  scenarios: number;
  /** `evaluate` calls made: two per scenario. */
  evaluations: number;
}

/** How a long diff or replay reports progress and is stopped. */
export interface DiffOptions {
  /** Called now and then with the work done and the work in all (scenarios or orders). */
  onProgress?: (done: number, total: number) => void;
  /** Stops the work: the call throws `DiffCancelled` at its next check. */
  signal?: AbortSignal;
  /**
   * Polled at the same checks; true stops the work. In a Web Worker whose loop never yields,
   * an `AbortSignal` cannot flip, so poll a flag (e.g. an `Atomics` cell) here.
   */
  shouldStop?: () => boolean;
}

/**
 * A stored order (src/server/store/orders.ts): its D9 payload and what the server keeps beside it.
 * Who booked, the user level and permissions are not in the payload (docs/rules.md 10.5); a
 * missing user level is 0, missing permissions none, and the payment types offered default to
 * the one the order paid with.
 */
export interface StoredOrder {
  orderId: string;
  businessType: BookingBusinessType;
  bookerId?: string;
  userLevel?: number;
  permissions?: string[];
  offeredPaymentTypes?: number[];
  payload: unknown;
}

/** A subject whose state a change moves, on some stored orders. */
export interface ReplayEffect {
  subject: DiffSubject;
  before: SubjectState;
  after: SubjectState;
  /** The orders it touches, in the order given. */
  orderIds: string[];
  /** Of those, the orders whose value of the special field is empty (special fields only). */
  emptyOrderIds: string[];
  /** The readable orders of the subject's business type. */
  ofOrders: number;
}

export interface ReplayResult {
  /** Orders given, and the readable ones by business type. */
  orders: number;
  readable: { 4: number; 5: number };
  effects: ReplayEffect[];
  /** Orders that could not be read back as a scenario, one issue each (path `/{index}`). */
  unreadable: Issue[];
}
