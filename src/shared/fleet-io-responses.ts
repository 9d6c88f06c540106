/**
 * The answers of the fleet's costs, imports and exports (spec §7 "costs"; docs/fleet.md "Costs",
 * "Imports and exports"), declared once for the reference server and the fleet page.
 */
import type { CarCostBody, ImportRowError } from '../../rules/index.ts';

/** A cost of a fleet car as the server keeps it (the amount back in yuan from fen). */
export interface CarCostMessage extends Required<CarCostBody> {
  id: number;
  kindName: string;
  creationTime: string;
}

/** `POST /own/cost/list`: a page of the filtered costs, how many there are and their total in yuan. */
export interface CarCostPage {
  total: number;
  /** The sum of every filtered cost (not just the page), yuan. */
  totalAmount: number;
  items: CarCostMessage[];
}

/**
 * An import's answer: how many records were added; on refusal (HTTP 422) none, and every bad cell
 * (all or nothing, docs/fleet.md "Imports").
 */
export interface ImportResult {
  imported: number;
  errors: ImportRowError[];
}

export interface FleetIoResponses {
  'POST /own/cost/list': CarCostPage;
  'POST /own/cost': CarCostMessage;
  'GET /own/cost': CarCostMessage;
  'POST /own/driver/import': ImportResult;
  'POST /own/car/import': ImportResult;
  'POST /own/cost/import': ImportResult;
  /** Downloads: the answer is the .xlsx itself (transport.download), no envelope result. */
  'POST /own/cost/export': null;
  'POST /own/cost/export/template': null;
  'POST /own/car/export/template': null;
  'POST /own/car/export': null;
  'POST /own/driver/export': null;
}
