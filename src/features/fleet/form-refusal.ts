/** The fleet's forms say a refused write as every form does (src/lib/form-refusal.ts). */
export { formRefusalOf, type FieldMessage } from '../../lib/form-refusal.ts';
