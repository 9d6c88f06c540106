/** The own fleet (migrations 007 and 011, docs/fleet.md): cars, drivers, an order's driver and trip, restricted dates. Every read and write is scoped to one enterprise, but `plateHolder`: a plate is one car in the whole system. */
import { plateKey, type RestrictedDate } from '../../../rules/index.ts';
import type { Db } from '../db/database.ts';
import type { OwnCar } from '../db/reference-data.ts';

export interface OwnCarRecord extends OwnCar {
  isDeleted: number;
  createdAt: number;
  updatedAt: number;
}

interface CarRow { data_json: string; deleted: number; created_at: number; updated_at: number }
const carOf = (row: CarRow): OwnCarRecord => ({ ...(JSON.parse(row.data_json) as OwnCar), isDeleted: row.deleted, createdAt: row.created_at, updatedAt: row.updated_at });

/** The enterprise's cars that are not deleted, in the order they were added. */
export function ownCars(db: Db, enterpriseId: number): OwnCarRecord[] {
  const rows = db.prepare('SELECT * FROM own_cars WHERE enterprise_id = ? AND deleted = 0 ORDER BY rowid').all(enterpriseId) as CarRow[];
  return rows.map(carOf);
}

/** One car of the enterprise (deleted ones included when `withDeleted`). */
export function ownCar(db: Db, enterpriseId: number, carLicense: string, withDeleted = false): OwnCarRecord | undefined {
  const row = db.prepare('SELECT * FROM own_cars WHERE enterprise_id = ? AND car_license = ?').get(enterpriseId, carLicense) as CarRow | undefined;
  return row && (withDeleted || row.deleted === 0) ? carOf(row) : undefined;
}

/**
 * The enterprise whose car (not deleted) has this plate (`plateKey`: 沪a d1234 is 沪A·D1234), in
 * any enterprise; undefined when the plate is free. A plate names one car (migration 011's index).
 */
export function plateHolder(db: Db, carLicense: string): number | undefined {
  const row = db.prepare('SELECT enterprise_id FROM own_cars WHERE plate_key = ? AND deleted = 0').get(plateKey(carLicense)) as { enterprise_id: number } | undefined;
  return row?.enterprise_id;
}

/**
 * Adds a car, or brings a deleted one of the same licence back with the new fields. The plate must
 * be free (`plateHolder`): the unique index refuses a plate another car holds (SQLITE_CONSTRAINT_UNIQUE).
 */
export function insertOwnCar(db: Db, car: OwnCar, now: number): void {
  db.prepare(
    `INSERT INTO own_cars (enterprise_id, car_license, plate_key, data_json, deleted, created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?)
     ON CONFLICT (enterprise_id, car_license) DO UPDATE SET data_json = excluded.data_json, deleted = 0, updated_at = excluded.updated_at`,
  ).run(car.enterpriseId, car.carLicense, plateKey(car.carLicense), JSON.stringify(car), now, now);
}

export function updateOwnCar(db: Db, car: OwnCar, now: number): boolean {
  return db.prepare('UPDATE own_cars SET data_json = ?, updated_at = ? WHERE enterprise_id = ? AND car_license = ? AND deleted = 0')
    .run(JSON.stringify(car), now, car.enterpriseId, car.carLicense).changes > 0;
}

/** Marks a car deleted (its orders keep naming it); false when the enterprise has no such car. */
export function deleteOwnCar(db: Db, enterpriseId: number, carLicense: string, now: number): boolean {
  return db.prepare('UPDATE own_cars SET deleted = 1, updated_at = ? WHERE enterprise_id = ? AND car_license = ? AND deleted = 0')
    .run(now, enterpriseId, carLicense).changes > 0;
}

/** A driver as stored. */
export interface OwnDriver {
  driverId: number;
  enterpriseId: number;
  name: string;
  phoneNumber: string;
  licenseNumber: string;
  licenseExpiry: string;
  carLicense: string;
  createdAt: number;
  updatedAt: number;
}
export type OwnDriverFields = Pick<OwnDriver, 'name' | 'phoneNumber' | 'licenseNumber' | 'licenseExpiry' | 'carLicense'>;

interface DriverRow { driver_id: number; enterprise_id: number; data_json: string; created_at: number; updated_at: number }
const driverOf = (row: DriverRow): OwnDriver => ({
  ...(JSON.parse(row.data_json) as OwnDriverFields),
  driverId: row.driver_id,
  enterpriseId: row.enterprise_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function ownDrivers(db: Db, enterpriseId: number): OwnDriver[] {
  return (db.prepare('SELECT * FROM own_drivers WHERE enterprise_id = ? AND deleted = 0 ORDER BY driver_id').all(enterpriseId) as DriverRow[]).map(driverOf);
}

export function ownDriver(db: Db, enterpriseId: number, driverId: number): OwnDriver | undefined {
  const row = db.prepare('SELECT * FROM own_drivers WHERE enterprise_id = ? AND driver_id = ? AND deleted = 0').get(enterpriseId, driverId) as DriverRow | undefined;
  return row && driverOf(row);
}

export function insertOwnDriver(db: Db, enterpriseId: number, fields: OwnDriverFields, now: number): number {
  return Number(db.prepare('INSERT INTO own_drivers (enterprise_id, data_json, created_at, updated_at) VALUES (?, ?, ?, ?)')
    .run(enterpriseId, JSON.stringify(fields), now, now).lastInsertRowid);
}

export function updateOwnDriver(db: Db, enterpriseId: number, driverId: number, fields: OwnDriverFields, now: number): boolean {
  return db.prepare('UPDATE own_drivers SET data_json = ?, updated_at = ? WHERE enterprise_id = ? AND driver_id = ? AND deleted = 0')
    .run(JSON.stringify(fields), now, enterpriseId, driverId).changes > 0;
}

/** Marks the drivers deleted; answers how many of them were the enterprise's. */
export function deleteOwnDrivers(db: Db, enterpriseId: number, driverIds: readonly number[], now: number): number {
  const statement = db.prepare('UPDATE own_drivers SET deleted = 1, updated_at = ? WHERE enterprise_id = ? AND driver_id = ? AND deleted = 0');
  return db.transaction(() => driverIds.reduce((n, id) => n + statement.run(now, enterpriseId, id).changes, 0))();
}

/** The driver and trip figures of an own-car order. */
export interface OrderFleet {
  driverId: number | null;
  trip: unknown;
}

export function orderFleet(db: Db, orderId: string): OrderFleet {
  const row = db.prepare('SELECT driver_id, trip_json FROM own_order_fleet WHERE order_id = ?').get(orderId) as { driver_id: number | null; trip_json: string | null } | undefined;
  return { driverId: row?.driver_id ?? null, trip: row?.trip_json ? (JSON.parse(row.trip_json) as unknown) : null };
}

export function setOrderDriver(db: Db, orderId: string, driverId: number | null, now: number): void {
  db.prepare(
    `INSERT INTO own_order_fleet (order_id, driver_id, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (order_id) DO UPDATE SET driver_id = excluded.driver_id, updated_at = excluded.updated_at`,
  ).run(orderId, driverId, now);
}

export function setOrderTrip(db: Db, orderId: string, trip: unknown, now: number): void {
  db.prepare(
    `INSERT INTO own_order_fleet (order_id, trip_json, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (order_id) DO UPDATE SET trip_json = excluded.trip_json, updated_at = excluded.updated_at`,
  ).run(orderId, JSON.stringify(trip), now);
}

/** The orders a driver is assigned to, with their status (to find the ones still running). */
export function driverOrderIds(db: Db, driverId: number): string[] {
  return (db.prepare('SELECT order_id FROM own_order_fleet WHERE driver_id = ?').all(driverId) as { order_id: string }[]).map((r) => r.order_id);
}

export interface RestrictedDateRecord extends RestrictedDate {
  id: number;
}

export function restrictedDates(db: Db, enterpriseId: number): RestrictedDateRecord[] {
  return db.prepare('SELECT id, date, car_license AS carLicense, reason FROM own_restricted_dates WHERE enterprise_id = ? ORDER BY date, id')
    .all(enterpriseId) as RestrictedDateRecord[];
}

export function insertRestrictedDate(db: Db, enterpriseId: number, date: RestrictedDate): number {
  return Number(db.prepare('INSERT INTO own_restricted_dates (enterprise_id, date, car_license, reason) VALUES (?, ?, ?, ?)')
    .run(enterpriseId, date.date, date.carLicense, date.reason).lastInsertRowid);
}

export function deleteRestrictedDate(db: Db, enterpriseId: number, id: number): boolean {
  return db.prepare('DELETE FROM own_restricted_dates WHERE enterprise_id = ? AND id = ?').run(enterpriseId, id).changes > 0;
}

/** The fleet's record tables kept as JSON per enterprise (accidents, insurance). */
export type CarRecordTable = 'own_car_accidents' | 'own_car_insurance';
export interface CarRecord<T> {
  id: number;
  data: T;
  createdAt: number;
  updatedAt: number;
}
interface RecordRow { id: number; data_json: string; created_at: number; updated_at: number }
const recordOf = <T>(row: RecordRow): CarRecord<T> => ({ id: row.id, data: JSON.parse(row.data_json) as T, createdAt: row.created_at, updatedAt: row.updated_at });

export function carRecords<T>(db: Db, table: CarRecordTable, enterpriseId: number): CarRecord<T>[] {
  return (db.prepare(`SELECT * FROM ${table} WHERE enterprise_id = ? ORDER BY id DESC`).all(enterpriseId) as RecordRow[]).map((r) => recordOf<T>(r));
}

export function carRecord<T>(db: Db, table: CarRecordTable, enterpriseId: number, id: number): CarRecord<T> | undefined {
  const row = db.prepare(`SELECT * FROM ${table} WHERE enterprise_id = ? AND id = ?`).get(enterpriseId, id) as RecordRow | undefined;
  return row && recordOf<T>(row);
}

export function insertCarRecord(db: Db, table: CarRecordTable, enterpriseId: number, data: unknown, now: number): number {
  return Number(db.prepare(`INSERT INTO ${table} (enterprise_id, data_json, created_at, updated_at) VALUES (?, ?, ?, ?)`)
    .run(enterpriseId, JSON.stringify(data), now, now).lastInsertRowid);
}

export function updateCarRecord(db: Db, table: CarRecordTable, enterpriseId: number, id: number, data: unknown, now: number): boolean {
  return db.prepare(`UPDATE ${table} SET data_json = ?, updated_at = ? WHERE enterprise_id = ? AND id = ?`).run(JSON.stringify(data), now, enterpriseId, id).changes > 0;
}

export function deleteCarRecord(db: Db, table: CarRecordTable, enterpriseId: number, id: number): boolean {
  return db.prepare(`DELETE FROM ${table} WHERE enterprise_id = ? AND id = ?`).run(enterpriseId, id).changes > 0;
}

/** An owner (负责人) of a car: a user of the car's enterprise (docs/fleet.md "Car owners"). */
export interface CarOwnerRecord {
  id: number;
  carLicense: string;
  userId: string;
}

interface OwnerRow { id: number; data_json: string }
const ownerOf = (row: OwnerRow): CarOwnerRecord => ({ id: row.id, ...(JSON.parse(row.data_json) as Omit<CarOwnerRecord, 'id'>) });

/** The owners of one car of the enterprise, in the order they were added. */
export function carOwners(db: Db, enterpriseId: number, carLicense: string): CarOwnerRecord[] {
  const rows = db.prepare("SELECT id, data_json FROM own_car_owners WHERE enterprise_id = ? AND json_extract(data_json, '$.carLicense') = ? ORDER BY id")
    .all(enterpriseId, carLicense) as OwnerRow[];
  return rows.map(ownerOf);
}

export function carOwner(db: Db, enterpriseId: number, id: number): CarOwnerRecord | undefined {
  const row = db.prepare('SELECT id, data_json FROM own_car_owners WHERE enterprise_id = ? AND id = ?').get(enterpriseId, id) as OwnerRow | undefined;
  return row && ownerOf(row);
}

export function insertCarOwner(db: Db, enterpriseId: number, owner: Omit<CarOwnerRecord, 'id'>): number {
  return Number(db.prepare('INSERT INTO own_car_owners (enterprise_id, data_json) VALUES (?, ?)')
    .run(enterpriseId, JSON.stringify({ carLicense: owner.carLicense, userId: owner.userId })).lastInsertRowid);
}

export function deleteCarOwner(db: Db, enterpriseId: number, id: number): boolean {
  return db.prepare('DELETE FROM own_car_owners WHERE enterprise_id = ? AND id = ?').run(enterpriseId, id).changes > 0;
}

/**
 * Marks the enterprise's cars deleted and drops their owners, all or nothing; answers how many of
 * them were the enterprise's (another enterprise's licence is neither counted nor touched).
 */
export function deleteOwnCars(db: Db, enterpriseId: number, carLicenses: readonly string[], now: number): number {
  const owners = db.prepare("DELETE FROM own_car_owners WHERE enterprise_id = ? AND json_extract(data_json, '$.carLicense') = ?");
  return db.transaction(() =>
    carLicenses.reduce((n, license) => {
      const deleted = deleteOwnCar(db, enterpriseId, license, now);
      if (deleted) owners.run(enterpriseId, license);
      return n + (deleted ? 1 : 0);
    }, 0),
  )();
}

/** The users of an enterprise by id (to name a car's owners). */
export function enterpriseUserNames(db: Db, enterpriseId: number): Map<string, { trueName: string; phoneNumber: string }> {
  const rows = db.prepare("SELECT user_id, phone_number, json_extract(profile_json, '$.trueName') AS true_name FROM users WHERE enterprise_id = ?")
    .all(enterpriseId) as { user_id: string; phone_number: string; true_name: string | null }[];
  return new Map(rows.map((r) => [r.user_id, { trueName: r.true_name ?? '', phoneNumber: r.phone_number }]));
}
