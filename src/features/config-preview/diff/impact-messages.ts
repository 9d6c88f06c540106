/** The messages between the page and diff.worker.ts. */
import type { EnterpriseBundle, StoredOrder } from '../../../../rules/index.ts';
import type { Impact, ImpactPhase, PeopleNames } from './impact.ts';

export interface ImpactRequest {
  saved: EnterpriseBundle;
  edited: EnterpriseBundle;
  orders: StoredOrder[];
  people: PeopleNames;
}

export type ImpactMessage = { type: 'progress'; phase: ImpactPhase; done: number; total: number } | { type: 'done'; impact: Impact };
