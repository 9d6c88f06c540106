/**
 * The fleet's admin forms as compiled forms for the one renderer (`SchemaForm`): the wire schemas
 * of schemas/ (restricted-date, end-trip, car-owner; the cars', drivers', accidents' and policies' forms are the resource engine's) with a uiSchema, no field states
 * (every field is shown and editable). The schema objects are the rules core's, so the form and the
 * server's boundary check the same thing. Pure.
 */
import { FLEET_SCHEMAS, type CompiledForm } from '../../../rules/index.ts';

const strip = ({ $schema: _s, $id: _i, description: _d, ...schema }: Record<string, unknown>) => schema;

export const restrictedDateForm: CompiledForm = {
  schema: strip(FLEET_SCHEMAS.restrictedDate),
  uiSchema: { date: { 'ui:placeholder': 'YYYY-MM-DD' } },
  fieldStates: {},
};

export const endTripForm: CompiledForm = {
  schema: strip(FLEET_SCHEMAS.endTrip),
  uiSchema: {
    'ui:order': ['startMileage', 'endMileage', 'endTime', 'tollFee', 'parkingFee', 'fuelFee', 'otherFee', 'remark', 'orderId'],
    orderId: { 'ui:widget': 'hidden' },
    endTime: { 'ui:placeholder': 'YYYY-MM-DD HH:mm' },
    remark: { 'ui:widget': 'textarea' },
  },
  fieldStates: {},
};

/** An owner (负责人) is added by the user's phone number; the car is the one being edited. */
export const carOwnerForm: CompiledForm = {
  schema: strip(FLEET_SCHEMAS.carOwner),
  uiSchema: {
    'ui:order': ['phoneNumber', 'carLicense'],
    carLicense: { 'ui:widget': 'hidden' },
    phoneNumber: { 'ui:placeholder': '本企业用户的手机号' },
  },
  fieldStates: {},
};
