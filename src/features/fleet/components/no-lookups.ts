import { noLookups, type FormLookups } from '../../../form-engine/lookups.ts';

/** The fleet's forms draw text, number and choice fields only: no widget of theirs asks for a lookup. */
export const NO_LOOKUPS: FormLookups = noLookups('车队表单不提供查询');
