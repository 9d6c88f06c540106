import { describe, expect, it } from 'vitest';
import { HOLIDAY_PERMISSION } from '../model/constants.ts';
import { flattenPermissionTree, hasPermission } from './permissions.ts';

const tree = [
  { permissionName: 'ownCar', childNodes: [{ permissionName: HOLIDAY_PERMISSION, childNodes: [] }, { permissionName: 'ownCar.fleet' }] },
  { permissionName: 'specialCar', childNodes: null },
];

describe('flattenPermissionTree (spec §6)', () => {
  it('maps every name at every depth to true', () => {
    expect({ ...flattenPermissionTree(tree) }).toEqual({ ownCar: true, [HOLIDAY_PERMISSION]: true, 'ownCar.fleet': true, specialCar: true });
  });
  it('an empty tree gives an empty map', () => {
    expect(Object.keys(flattenPermissionTree([]))).toEqual([]);
  });
  it('follows a very deep tree without recursion', () => {
    let node: { permissionName: string; childNodes?: { permissionName: string }[] } = { permissionName: 'p0' };
    for (let i = 1; i < 20_000; i += 1) node = { permissionName: `p${i}`, childNodes: [node] };
    expect(Object.keys(flattenPermissionTree([node]))).toHaveLength(20_000);
  });
  it('does not mutate the tree', () => {
    const copy = structuredClone(tree);
    flattenPermissionTree(tree);
    expect(tree).toEqual(copy);
  });
});

describe('hasPermission (spec §6)', () => {
  const map = flattenPermissionTree(tree);
  it('finds a nested permission in the map', () => {
    expect(hasPermission(map, HOLIDAY_PERMISSION)).toBe(true);
  });
  it('finds a permission in the list', () => {
    expect(hasPermission(['ownCar', HOLIDAY_PERMISSION], HOLIDAY_PERMISSION)).toBe(true);
  });
  it('an absent permission is not had, in the map or the list', () => {
    expect([hasPermission(map, 'report'), hasPermission(['ownCar'], 'report')]).toEqual([false, false]);
  });
  it('object prototype names are not permissions', () => {
    expect(['constructor', 'toString', '__proto__'].map((name) => hasPermission(map, name))).toEqual([false, false, false]);
  });
  it('a permission named constructor is had when granted', () => {
    expect(hasPermission(flattenPermissionTree([{ permissionName: 'constructor' }]), 'constructor')).toBe(true);
  });
});
