import { retrieveSchema } from '@rjsf/utils';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';

import { generateBookingSpecialFields, BOOKING_FIELD_BASE } from '../../../tests/bench/generate-bundle.ts';
import { plainSchema } from './plain-schema.ts';

const fields = generateBookingSpecialFields(20);
const { schema } = plainSchema({ specialFields: fields, tripTypes: [1, 2, 3, 4, 5], defaultTripType: 5 });
const id = (k: number) => String(BOOKING_FIELD_BASE + k);

/** The properties RJSF draws for `formData` (dependencies and if/then resolved). */
function drawn(formData: Record<string, unknown>): string[] {
  const resolved = retrieveSchema(validator, schema as RJSFSchema, schema as RJSFSchema, formData);
  return Object.keys(resolved.properties ?? {});
}

/** The properties ajv reports as missing for `formData`. */
function missing(formData: Record<string, unknown>): string[] {
  const { errors } = validator.validateFormData(formData, schema as RJSFSchema);
  return errors.filter((e) => e.name === 'required').map((e) => String((e.params as { missingProperty: string }).missingProperty));
}

describe('plainSchema: the bench baseline of issue 9 (special config as one plain JSON Schema)', () => {
  it('a child is drawn only once its parent has an option that shows it', () => {
    expect(drawn({ tripType: 5 })).not.toContain(id(1));
    expect(drawn({ tripType: 5, [id(0)]: 1 })).toContain(id(1));
    expect(drawn({ tripType: 5, [id(0)]: 3 })).not.toContain(id(1));
    expect(drawn({ tripType: 5, [id(2)]: 1 })).toContain(id(3));
    expect(drawn({ tripType: 5, [id(2)]: 2 })).not.toContain(id(3));
  });

  it('a shown mandatory child is required, a hidden one never', () => {
    expect(missing({ tripType: 5, [id(0)]: 1 })).toContain(id(1));
    expect(missing({ tripType: 5, [id(0)]: 3 })).not.toContain(id(1));
  });

  it('a must condition on the trip type makes its field required only when the trip type is listed', () => {
    // k = 6 is mandatory for trip types 1, 3, 5; k = 4 for 2, 4.
    expect(missing({ tripType: 5 })).toContain(id(6));
    expect(missing({ tripType: 5 })).not.toContain(id(4));
    expect(missing({ tripType: 2 })).toContain(id(4));
    expect(missing({ tripType: 2 })).not.toContain(id(6));
  });

  it('the skip list waives a must condition for the passenger it names', () => {
    expect(missing({ tripType: 5, passengerName: '张三' })).not.toContain(id(6));
    expect(missing({ tripType: 5, passengerName: '李四' })).toContain(id(6));
  });

  it('fields for other business types, switched off or hidden are not in the schema', () => {
    const own = { ...fields[5]!, specialId: 1, businessTypeList: [5] };
    const off = { ...fields[5]!, specialId: 2, statusFlag: 0 };
    const hidden = { ...fields[5]!, specialId: 3, showType: 7 };
    const plain = plainSchema({ specialFields: [own, off, hidden], tripTypes: [1] });
    expect(Object.keys(plain.schema.properties as object)).toEqual(['tripType', 'passengerName']);
  });
});
