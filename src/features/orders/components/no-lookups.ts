import { noLookups, type FormLookups } from '../../../form-engine/lookups.ts';

/** The lookups a list filter form is drawn with: its fields (choices, dates, texts) ask for none. */
export const NO_LOOKUPS: FormLookups = noLookups('筛选表单不提供查询');
