import type { FormLookups } from '../../../form-engine/lookups.ts';

const unavailable = () => Promise.reject(new Error('车队表单不提供查询'));

/** The fleet's forms draw text, number and choice fields only: no widget of theirs asks for a lookup. */
export const NO_LOOKUPS: FormLookups = {
  cities: unavailable,
  airports: unavailable,
  railwayStations: unavailable,
  searchPlaces: unavailable,
  companyAddresses: unavailable,
  frequentAddresses: unavailable,
  carLevels: unavailable,
  costCentres: unavailable,
  approvers: unavailable,
  reviewers: unavailable,
  ownCars: unavailable,
  uploadAttachment: unavailable,
};
