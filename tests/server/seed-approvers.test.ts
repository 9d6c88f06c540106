/**
 * Every approver the seed names is a user the server knows (issue 21 §1, docs/approvals.md "Seed"):
 * each cost centre's approver, each reviewer row and each user's own approver is a user of the same
 * enterprise, and every person a seeded order names as approver (and every step of a seeded chain) is
 * a user of the order's enterprise with his stored name, phone and e-mail, never its booker or a
 * passenger. So the demo's approvals (李建华 approves 王小明's orders) run through the same rule as a
 * booking.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ownCarRiders, specialCarRiders, userOfRow, type ApprovalPerson, type ApprovalStep, type KnownUser, type OwnCarOrderPayload, type SpecialCarOrderPayload } from '../../rules/index.ts';
import { openDatabase, type Db } from '../../src/server/db/database.ts';
import { REFERENCE, seedIfEmpty } from '../../src/server/db/seed.ts';

let dir: string;
let db: Db;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'seed-approvers-'));
  db = openDatabase(dir);
  seedIfEmpty(db);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const usersOf = (enterpriseId: number): KnownUser[] =>
  REFERENCE.users.filter((u) => u.enterpriseId === enterpriseId).map((u) => ({ userId: u.userId, name: u.trueName, phone: u.phoneNumber, email: u.email }));

/** The user a person an order names is, when his name, phone and e-mail are exactly that user's. */
const storedUser = (enterpriseId: number, person: ApprovalPerson): KnownUser | undefined =>
  usersOf(enterpriseId).find((u) => u.phone === person.phone && u.email === person.email && (person.name === '' || person.name === u.name));

describe('the seed’s people', () => {
  it('every cost centre’s approver, every reviewer and every user’s own approver is a user of the same enterprise', () => {
    const strangers = [
      ...REFERENCE.costCentres.map((c) => ({ where: `cost centre ${c.name}`, enterpriseId: c.enterpriseId, row: { name: c.approverName, phone: c.approverCellphone, email: c.approverEmail } })),
      ...REFERENCE.reviewers.map((r) => ({ where: `reviewer ${r.approverName}`, enterpriseId: r.enterpriseId, row: { name: r.approverName, phone: r.approverCellphone, email: r.approverEmail } })),
      ...REFERENCE.users
        .filter((u) => u.approverPhoneNumber !== '' || u.approveEmail !== '')
        .map((u) => ({ where: `approver of ${u.trueName}`, enterpriseId: u.enterpriseId, row: { name: u.approverName, phone: u.approverPhoneNumber, email: u.approveEmail } })),
    ].filter(({ enterpriseId, row }) => {
      const user = userOfRow(row, usersOf(enterpriseId));
      return !user || user.name !== row.name || user.email !== row.email;
    });
    expect(strangers.map((s) => s.where)).toEqual([]);
  });
});

describe('the seeded orders', () => {
  const orders = () =>
    (db.prepare('SELECT order_id, business_type, enterprise_id, booker_id, status, payload_json FROM orders ORDER BY seq').all() as {
      order_id: string;
      business_type: number;
      enterprise_id: number;
      booker_id: string;
      status: number;
      payload_json: string;
    }[]).map((row) => ({ ...row, payload: JSON.parse(row.payload_json) as SpecialCarOrderPayload & OwnCarOrderPayload }));

  it('name as approver only users of their enterprise, with the name, phone and e-mail the server holds, never the booker or a passenger', () => {
    const named = orders().flatMap((order) => {
      const people: ApprovalPerson[] =
        order.business_type === 5
          ? [{ name: order.payload.auditor.name, phone: order.payload.auditor.phoneNumber, email: order.payload.auditor.email }]
          : [
              { name: order.payload.baseData.auditorName, phone: order.payload.baseData.auditorPhoneNumber, email: order.payload.baseData.auditorEmail },
              { name: '', phone: order.payload.baseData.secondAuditorPhoneNumber, email: order.payload.baseData.secondAuditorEmail },
            ];
      const riders = order.business_type === 5 ? ownCarRiders(order.payload) : specialCarRiders(order.payload);
      return people.filter((p) => p.phone !== '' || p.email !== '').map((person) => ({ order, person, riders }));
    });
    expect(named.length).toBeGreaterThan(20);
    const wrong = named.filter(({ order, person, riders }) => {
      const user = storedUser(order.enterprise_id, person);
      return !user || user.userId === order.booker_id || riders.some((r) => r.phone === user.phone || (r.email !== '' && r.email === user.email));
    });
    expect(wrong.map(({ order, person }) => `${order.order_id} ${JSON.stringify(person)}`)).toEqual([]);
  });

  it('every step of a seeded chain is such a user; 李建华 is on the chains of 王小明’s pending orders', () => {
    const chains = db.prepare('SELECT a.order_id, o.enterprise_id, o.booker_id, a.chain_json FROM order_approvals a JOIN orders o USING (order_id)').all() as {
      order_id: string;
      enterprise_id: number;
      booker_id: string;
      chain_json: string;
    }[];
    const steps = chains.flatMap((c) => (JSON.parse(c.chain_json) as ApprovalStep[]).map((step) => ({ ...c, step })));
    expect(steps.filter(({ enterprise_id, step }) => !storedUser(enterprise_id, step)).map((s) => s.order_id)).toEqual([]);
    expect(steps.filter((s) => s.booker_id === 'u-1001-101' && s.step.phone === '13912345678').length).toBeGreaterThanOrEqual(4);
  });
});
