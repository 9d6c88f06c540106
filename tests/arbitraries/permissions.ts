/** Arbitraries for permission trees (spec §6). */
import { fc } from '@fast-check/vitest';
import type { PermissionNode } from '../../rules/account/permissions.ts';

/** Permission names, object-prototype names included. */
export const permissionNameArb = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('ownCar.holiday', 'constructor', '__proto__', 'toString', 'hasOwnProperty'),
);

/** A permission forest as the permissions call returns it; childNodes missing, null or a list. */
export const permissionTreeArb: fc.Arbitrary<PermissionNode[]> = fc.letrec<{ node: PermissionNode; forest: PermissionNode[] }>(
  (tie) => ({
    node: fc.record(
      {
        permissionName: permissionNameArb,
        childNodes: fc.oneof({ depthSize: 'small' }, fc.constant(null), tie('forest')),
      },
      { requiredKeys: ['permissionName'] },
    ),
    forest: fc.array(tie('node'), { maxLength: 4 }),
  }),
).forest;

/** Every name of a forest, depth first, recursively (the reference the property compares with). */
export function namesOf(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((node) => [node.permissionName, ...namesOf(node.childNodes ?? [])]);
}
