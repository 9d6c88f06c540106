/**
 * The lookups a list filter form is drawn with: its fields (choices, dates, texts) ask for none, so
 * each answers nothing (and an upload is refused) instead of calling the server.
 */
import type { FormLookups } from '../../../form-engine/lookups.ts';

const none = () => Promise.resolve([]);

export const NO_LOOKUPS: FormLookups = {
  cities: none,
  airports: none,
  railwayStations: none,
  searchPlaces: none,
  companyAddresses: none,
  frequentAddresses: none,
  carLevels: none,
  costCentres: none,
  approvers: none,
  reviewers: none,
  ownCars: none,
  uploadAttachment: () => Promise.reject(new Error('筛选表单不上传附件')),
};
