import { test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { flattenPermissionTree, hasPermission } from '../../rules/account/permissions.ts';
import { namesOf, permissionNameArb, permissionTreeArb } from '../arbitraries/permissions.ts';

test.prop([permissionTreeArb])('every name in the tree is in the map, and nothing else', (tree) => {
  const map = flattenPermissionTree(tree);
  const names = [...new Set(namesOf(tree))].sort();
  expect(Object.keys(map).sort()).toEqual(names);
  expect(names.every((name) => hasPermission(map, name) && map[name] === true)).toBe(true);
});

test.prop([permissionTreeArb, permissionNameArb])('the map and the name list agree on every permission', (tree, name) => {
  expect(hasPermission(flattenPermissionTree(tree), name)).toBe(hasPermission(namesOf(tree), name));
});

test.prop([permissionTreeArb])('flattening does not mutate the tree', (tree) => {
  const before = structuredClone(tree);
  flattenPermissionTree(tree);
  expect(tree).toEqual(before);
});
