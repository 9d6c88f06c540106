/**
 * The PUT body of a listed fleet row, to prefill its edit form (docs/fleet.md "Pages"): the wire
 * message less what the server keeps itself (times, names it derives, states). Pure.
 */
import type { CarAccidentBody } from '../../../rules/index.ts';
import type { CarAccidentMessage } from '../../shared/index.ts';

/** An accident; its handling state moves by its own call (开始处理 / 结案), not by the edit. */
export const accidentBodyOf = (a: CarAccidentMessage): CarAccidentBody => ({
  id: a.id,
  carLicense: a.carLicense,
  accidentTime: a.accidentTime,
  location: a.location,
  driverName: a.driverName,
  responsibility: a.responsibility,
  description: a.description,
  loss: a.loss,
});
