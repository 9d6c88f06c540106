/** The request body's nesting cap (docs/security.md §6); measured by src/shared/json-depth.ts. */

/**
 * The most levels of objects and arrays a request body may nest. The deepest body the portal sends
 * (an order with its passengers, pay types and special fields) nests fewer than 10; 64 leaves a
 * wide margin while keeping every later recursive walk (`JSON.stringify`, ajv, the store) shallow.
 */
export const MAX_BODY_DEPTH = 64;

export { nestsDeeperThan } from '../../shared/json-depth.ts';
