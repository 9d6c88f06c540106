/**
 * First-start seeding: the enterprises and their bundles from `fixtures/enterprises/<slug>/`
 * (linted with the rules core; a bundle with lint errors stops the seed), and the users and
 * reference data of `db/seed/reference.json`, and the orders of `db/seed/orders.json` (seed-orders.ts). Runs once: a database with enterprises is left alone.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CostCentreState, lintBundleInWords, toFen } from '../../../rules/index.ts';
import type { EnterpriseBundle } from '../../../rules/index.ts';
import { insertCostCentre } from '../store/cost-centres.ts';
import { hashPasswordSync } from '../store/passwords.ts';
import { insertReferenceRow } from '../store/reference.ts';
import { seedApprovals } from './seed-approvals.ts';
import type { Db } from './database.ts';
import { seedOrders } from './seed-orders.ts';
import { seedCosts } from './seed-costs.ts';
import { seedFleet } from './seed-fleet.ts';
import type { DemoRole, ReferenceData, SeedUser, UserProfile } from './reference-data.ts';
import referenceJson from './seed/reference.json' with { type: 'json' };
import { placedAirports } from '../places/bundled/bundled-places.ts';

const FIXTURES_DIR = fileURLToPath(new URL('../../../fixtures/enterprises/', import.meta.url));

/** The seed data, typed. */
export const REFERENCE: ReferenceData = referenceJson as ReferenceData;

/** Thrown when a fixture bundle cannot be used: the seed data is broken, not the request. */
export class SeedError extends Error {
  override name = 'SeedError';
}

function readBundle(slug: string): EnterpriseBundle {
  const text = readFileSync(`${FIXTURES_DIR}${slug}/bundle.json`, 'utf8');
  const parsed: unknown = JSON.parse(text);
  const lint = lintBundleInWords(parsed);
  if (!lint.ok) {
    const first = lint.errors[0];
    throw new SeedError(`fixtures/enterprises/${slug}/bundle.json: ${first?.path} ${first?.messageEn}`);
  }
  const { $schema: _schema, ...bundle } = parsed as EnterpriseBundle & { $schema?: string };
  return bundle;
}

function profileOf(user: SeedUser): UserProfile {
  const { password: _p, permissions: _perm, active: _a, demo: _d, ...profile } = user;
  return profile;
}

/** Seeds an empty database; returns false when it already holds data. */
export function seedIfEmpty(db: Db, reference: ReferenceData = REFERENCE, now: number = Date.now()): boolean {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM enterprises').get() as { n: number };
  if (n > 0) return false;
  const bundles = reference.enterprises.map(({ slug }) => ({ slug, bundle: readBundle(slug) }));
  // Hash outside the transaction: scrypt is slow on purpose.
  const users = reference.users.map((user) => ({ user, hash: user.password === null ? null : hashPasswordSync(user.password) }));
  db.transaction(() => {
    const insertEnterprise = db.prepare('INSERT INTO enterprises (enterprise_id, name, slug, bundle_json) VALUES (?, ?, ?, ?)');
    for (const { slug, bundle } of bundles) {
      insertEnterprise.run(bundle.enterpriseId, bundle.enterpriseName ?? slug, slug, JSON.stringify(bundle));
    }
    const insertUser = db.prepare(
      `INSERT INTO users (user_id, enterprise_id, phone_number, password_hash, active, role_id, profile_json, permissions_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const { user, hash } of users) {
      insertUser.run(user.userId, user.enterpriseId, user.phoneNumber, hash, user.active ? 1 : 0, user.roleId,
        JSON.stringify(profileOf(user)), JSON.stringify(user.permissions));
    }
    insertReferenceRow(db, 'permissionTree', '', reference.permissionTree);
    for (const menu of reference.menus) insertReferenceRow(db, 'menu', '', menu);
    for (const city of reference.cities) insertReferenceRow(db, 'city', city.cityCode, city);
    for (const airport of placedAirports(reference.airports)) insertReferenceRow(db, 'airport', airport.cityCode, airport);
    for (const address of reference.addresses) insertReferenceRow(db, 'address', address.cityCode, address);
    for (const address of reference.companyAddresses) insertReferenceRow(db, 'companyAddress', address.enterpriseId, address);
    for (const address of reference.frequentAddresses) insertReferenceRow(db, 'frequentAddress', address.userId, address);
    // The seed's cost centres have passed their audit; the approver is the enterprise's user of his phone (migration 040).
    for (const centre of reference.costCentres) {
      const approver = users.find(({ user }) => user.enterpriseId === centre.enterpriseId && user.phoneNumber === centre.approverCellphone);
      insertCostCentre(db, centre.enterpriseId, {
        name: centre.name, code: `CC${String(centre.id).padStart(3, '0')}`, parentId: null, approverUserId: approver?.user.userId ?? null,
        approverName: centre.approverName, approverEmail: centre.approverEmail, approverCellphone: centre.approverCellphone,
        limitPriceType: 0, state: CostCentreState.PASSED, refuseReason: '',
      }, centre.id);
    }
    for (const reviewer of reference.reviewers) insertReferenceRow(db, 'reviewer', reviewer.enterpriseId, reviewer);
    insertReferenceRow(db, 'bookingProcess', 'ownOrder', reference.bookingProcesses.ownOrder);
    insertReferenceRow(db, 'bookingProcess', 'csOrder', reference.bookingProcesses.csOrder);
    for (const category of reference.carCategories) insertReferenceRow(db, 'carCategory', '', category);
    for (const [enterpriseId, levels] of Object.entries(reference.enterpriseCarLevels)) {
      insertReferenceRow(db, 'enterpriseCarLevels', enterpriseId, levels);
    }
    for (const busy of reference.ownCarBookedTimes) insertReferenceRow(db, 'ownCarBookedTime', busy.enterpriseId, busy);
    for (const card of reference.creditCards) insertReferenceRow(db, 'creditCard', card.userId, card);
    for (const row of reference.specialCostCentres) insertReferenceRow(db, 'specialCostCentre', row.enterpriseId, row);
    for (const letter of reference.lettersOfCommitment) insertReferenceRow(db, 'letterOfCommitment', letter.enterpriseId, letter);
    for (const flight of reference.flights) insertReferenceRow(db, 'flight', flight.flightNumber, flight);
    for (const color of reference.carColors) insertReferenceRow(db, 'carColor', '', color);
    for (const [enterpriseId, types] of Object.entries(reference.paymentTypes)) {
      insertReferenceRow(db, 'paymentTypes', enterpriseId, types);
    }
    for (const config of reference.rumAgentConfigs) insertReferenceRow(db, 'rumAgentConfig', config.serviceName, config);
    seedFleet(db, reference, Date.now());
    seedCosts(db, Date.now());
    const insertBalance = db.prepare('INSERT INTO balances (account_kind, owner_id, amount_fen) VALUES (?, ?, ?)');
    for (const b of reference.balances) insertBalance.run(b.accountKind, b.ownerId, toFen(b.amount));
    const insertCard = db.prepare('INSERT INTO gift_cards (card_id, user_id, name, balance_fen, expire_date) VALUES (?, ?, ?, ?, ?)');
    for (const c of reference.giftCards) insertCard.run(c.id, c.userId, c.name, toFen(c.balance), c.expireDate);
    seedApprovals(db, (id) => bundles.find((b) => b.bundle.enterpriseId === id)?.bundle, now);
    // The orders of the lists (issue 11), from their own seed file (db/seed/orders.json).
    seedOrders(db, reference, now);
  })();
  return true;
}

/** The demo sign-ins printed at start: phone and password of the demo booker, admin, approver and fleet manager. */
export function demoSignIns(reference: ReferenceData = REFERENCE): { role: DemoRole; phoneNumber: string; password: string; trueName: string }[] {
  return reference.users
    .filter((u): u is SeedUser & { demo: DemoRole; password: string } => u.demo !== undefined && u.password !== null)
    .map((u) => ({ role: u.demo, phoneNumber: u.phoneNumber, password: u.password, trueName: u.trueName }));
}
