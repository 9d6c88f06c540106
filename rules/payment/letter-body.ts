/**
 * The body of `POST /csorder/letterOfCommitment` checked against its schema
 * (schemas/letter-of-commitment-request.schema.json) at the server's boundary. Apart from
 * letter-of-commitment.ts so the booking page's bundle does not carry a schema validator it never runs.
 */
import letterRequestSchema from '../../schemas/letter-of-commitment-request.schema.json' with { type: 'json' };
import type { CheckResult } from '../model/issue.ts';
import { checkAgainst } from '../config/schema-check.ts';
import { schemaValidators } from '../config/schema-compile.ts';

/** `POST /csorder/letterOfCommitment`: the payment type the booking pays by, when it has chosen one. */
export interface LetterOfCommitmentRequest {
  paymentType?: number;
}

const validatorsFor = schemaValidators();

/** The request's schema, for the server's refusal to name a field by its title. */
export const LETTER_REQUEST_SCHEMA: object = letterRequestSchema;

/**
 * The body checked against its schema.
 *
 * @example checkLetterOfCommitmentRequest({ paymentType: 4 }) // { ok: true, value: { paymentType: 4 }, issues: [] }
 * @example checkLetterOfCommitmentRequest({ enterpriseId: 2002 }).ok // false: the enterprise is the session's
 */
export function checkLetterOfCommitmentRequest(value: unknown): CheckResult<LetterOfCommitmentRequest> {
  return checkAgainst<LetterOfCommitmentRequest>(validatorsFor(letterRequestSchema), value ?? {});
}
