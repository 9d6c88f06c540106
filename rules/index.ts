/** The booking-rules core: its public API, by name. */
export * from './constants.ts';
