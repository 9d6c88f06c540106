import { describe, expect, it } from 'vitest';
import { FLEET_SCHEMAS } from './fleet-bodies.ts';
import { FLEET_LABELS, fleetLabel, schemaChoices } from './fleet-labels.ts';

describe('the fleet’s code tables come from the schemas’ oneOf titles', () => {
  it('names each code as its schema does', () => {
    expect(FLEET_LABELS.carType).toEqual({ 1: '经济型', 2: '舒适型', 3: '商务型', 4: '豪华型' });
    expect(FLEET_LABELS.carOwnership).toEqual({ 1: '企业自有', 2: '长期租赁' });
    expect(FLEET_LABELS.responsibility).toEqual({ 1: '全责', 2: '主责', 3: '同责', 4: '次责', 5: '无责' });
    expect(FLEET_LABELS.insuranceType).toEqual({ 1: '交强险', 2: '商业险' });
    expect(fleetLabel('color', 1)).toBe('黑色');
  });

  it('a code the table does not have has no name; a property without oneOf has no choices', () => {
    expect(fleetLabel('carOwnership', 9)).toBe('');
    expect(schemaChoices(FLEET_SCHEMAS.ownCar, 'carLicense')).toEqual([]);
  });

  it('a title changed in the schema is the title everywhere (the table is read, not copied)', () => {
    const schema = { properties: { carType: { oneOf: [{ const: 1, title: '小型车' }] } } };
    expect(schemaChoices(schema, 'carType')).toEqual([{ const: 1, title: '小型车' }]);
  });
});
