/** The booking-rules core: its public API, by concept. Each folder's index.ts names what it exports. */
export * from './model/index.ts';
export * from './audit/index.ts';
export * from './fields/index.ts';
export * from './payment/index.ts';
export * from './trip/index.ts';
export * from './config/index.ts';
export * from './orders/index.ts';
export * from './account/index.ts';
export type { EvaluationResult } from './evaluate.ts';
export { BOOKING_ERRORS, evaluate } from './evaluate.ts';
export * from './compile/index.ts';
export * from './step/index.ts';
export * from './diff/index.ts';
export * from './fleet/index.ts';
export * from './resources/index.ts';
