/**
 * Accidents and insurance of the fleet's cars (issue 11 §4; docs/fleet.md): `ownCar.fleet` for
 * every call (reads too: these are the fleet manager's records), the session's enterprise only, a
 * named car must be one of its cars. Insurance answers carry 有效 / 即将到期 / 已过期 (rules/fleet). Each write
 * of an accident (its 处理状态 too) or a policy records its change (`logChange`, the policy as listed, in the write's transaction), which
 * `accidentRecordDetail` and `insuranceRecordDetail` show with the record (the 事故 and 保险 tabs' 详情:
 * src/shared/resources/car-accident.ts, car-insurance.ts).
 */
import {
  accidentProcessLabel, AccidentProcessState, checkAccidentProcessState, checkCarAccidentBody, checkCarInsuranceBody, checkInsuranceDates,
  DEFAULT_INSURANCE_WARN_DAYS, formatBoardingTime, INSURANCE_STATE_LABELS, insuranceState, type CarAccidentBody, type CarInsuranceBody, FLEET_SCHEMAS,
} from '../../../rules/index.ts';
import { endpoints, type CarAccidentMessage, type CarInsuranceMessage } from '../../shared/index.ts';
import type { UserContext } from '../context.ts';
import { fleetBody, requireFleet } from '../fleet-access.ts';
import { BadRequestText } from '../messages.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok, RequestRejected } from '../protocol/envelope.ts';
import { bodyObject, optionalNumber, optionalText, requiredNumber } from '../protocol/params.ts';
import { logChange, recordDetail } from '../resources/resource-routes.ts';
import { inWriteTransaction } from '../store/transactions.ts';
import { CAR_ACCIDENTS } from '../../shared/resources/car-accident.ts';
import { CAR_INSURANCE } from '../../shared/resources/car-insurance.ts';
import { carRecord, carRecords, deleteCarRecord, insertCarRecord, ownCar, updateCarRecord, type CarRecord } from '../store/fleet.ts';

type StoredAccident = Omit<CarAccidentBody, 'id'> & { processState: number };
type StoredInsurance = Omit<CarInsuranceBody, 'id'>;

function accidentMessage(record: CarRecord<StoredAccident>): CarAccidentMessage {
  const { data } = record;
  return {
    id: record.id, carLicense: data.carLicense, accidentTime: data.accidentTime, location: data.location, driverName: data.driverName ?? '',
    responsibility: data.responsibility, description: data.description, loss: data.loss,
    processState: data.processState, processStateName: accidentProcessLabel(data.processState), creationTime: `${formatBoardingTime(record.createdAt)}:00`,
  };
}

function insuranceMessage(record: CarRecord<StoredInsurance>, now: number): CarInsuranceMessage {
  const expiryState = insuranceState(record.data.endDate, formatBoardingTime(now).slice(0, 10), DEFAULT_INSURANCE_WARN_DAYS);
  return { id: record.id, ...record.data, expiryState, expiryStateName: INSURANCE_STATE_LABELS[expiryState] };
}

function requireCar(ctx: UserContext, carLicense: string): void {
  if (!ownCar(ctx.deps.db, ctx.user.enterpriseId, carLicense)) throw new RequestRejected(httpError(404, '车辆不存在'));
}

const idOf = (ctx: UserContext) => {
  const id = requiredNumber(ctx.params.id !== undefined ? ctx.params : bodyObject(ctx.body), 'id');
  if (!Number.isSafeInteger(id) || id < 1) throw new RequestRejected(httpError(400, BadRequestText.invalid('id')));
  return id;
};

function accidentOf(ctx: UserContext, id: number): CarRecord<StoredAccident> {
  const record = carRecord<StoredAccident>(ctx.deps.db, 'own_car_accidents', ctx.user.enterpriseId, id);
  if (!record) throw new RequestRejected(httpError(404, '事故记录不存在'));
  return record;
}

/** An accident rewritten from what is kept, its change recorded, in one transaction. */
function writeAccident(ctx: UserContext, id: number, next: (data: StoredAccident) => StoredAccident): CarAccidentMessage {
  return inWriteTransaction(ctx.deps.db, () => {
    const kept = accidentOf(ctx, id);
    updateCarRecord(ctx.deps.db, 'own_car_accidents', ctx.user.enterpriseId, id, next(kept.data), ctx.deps.now());
    const after = accidentMessage(accidentOf(ctx, id));
    logChange(ctx, CAR_ACCIDENTS, 'update', accidentMessage(kept), after);
    return after;
  });
}

function insuranceOf(ctx: UserContext, id: number): CarRecord<StoredInsurance> {
  const record = carRecord<StoredInsurance>(ctx.deps.db, 'own_car_insurance', ctx.user.enterpriseId, id);
  if (!record) throw new RequestRejected(httpError(404, '保险记录不存在'));
  return record;
}

function insuranceBody(ctx: UserContext, where: string): CarInsuranceBody {
  const body = fleetBody(ctx, where, checkCarInsuranceBody(ctx.body), FLEET_SCHEMAS.carInsurance);
  const [issue] = checkInsuranceDates(body.startDate, body.endDate);
  if (issue) throw new RequestRejected(httpError(422, issue.message));
  requireCar(ctx, body.carLicense);
  return body;
}

export const fleetRecordRoutes = apiRoutes([
  {
    endpoint: endpoints.ownCar.addAccident,
    handle: (ctx) => {
      requireFleet(ctx);
      const { id: _id, ...body } = fleetBody(ctx, 'POST /own/car/accident', checkCarAccidentBody(ctx.body), FLEET_SCHEMAS.carAccident);
      requireCar(ctx, body.carLicense);
      const added = inWriteTransaction(ctx.deps.db, () => {
        const id = insertCarRecord(ctx.deps.db, 'own_car_accidents', ctx.user.enterpriseId, { ...body, processState: AccidentProcessState.PENDING.value }, ctx.deps.now());
        const accident = accidentMessage(accidentOf(ctx, id));
        logChange(ctx, CAR_ACCIDENTS, 'add', undefined, accident);
        return accident;
      });
      return ok(added);
    },
  },
  {
    endpoint: endpoints.ownCar.updateAccident,
    handle: (ctx) => {
      requireFleet(ctx);
      const { id, ...body } = fleetBody(ctx, 'PUT /own/car/accident', checkCarAccidentBody(ctx.body), FLEET_SCHEMAS.carAccident);
      if (id === undefined) return httpError(400, BadRequestText.missing('id'));
      accidentOf(ctx, id);
      requireCar(ctx, body.carLicense);
      return ok(writeAccident(ctx, id, (data) => ({ ...body, processState: data.processState })));
    },
  },
  {
    // `?carLicense=&processState=`
    endpoint: endpoints.ownCar.accidentList,
    handle: (ctx) => {
      requireFleet(ctx);
      const license = optionalText(ctx.params, 'carLicense');
      const state = optionalNumber(ctx.params, 'processState');
      const records = carRecords<StoredAccident>(ctx.deps.db, 'own_car_accidents', ctx.user.enterpriseId)
        .filter((r) => (license === undefined || r.data.carLicense === license) && (state === undefined || r.data.processState === state));
      return ok(records.map(accidentMessage));
    },
  },
  {
    endpoint: endpoints.ownCar.accidentDetail,
    handle: (ctx) => {
      requireFleet(ctx);
      return ok(accidentMessage(accidentOf(ctx, idOf(ctx))));
    },
  },
  {
    // `?id=` (reference server, endpoints.ts): the accident as listed and its history, newest first.
    endpoint: endpoints.ownCar.accidentRecordDetail,
    handle: (ctx) => {
      requireFleet(ctx);
      return ok(recordDetail(ctx, CAR_ACCIDENTS, accidentMessage(accidentOf(ctx, idOf(ctx)))));
    },
  },
  {
    // Body `{ id, processState }`: forward only (rules/fleet/car-records.ts).
    endpoint: endpoints.ownCar.accidentProcessState,
    handle: (ctx) => {
      requireFleet(ctx);
      const record = accidentOf(ctx, idOf(ctx));
      const to = requiredNumber(bodyObject(ctx.body), 'processState');
      const [issue] = checkAccidentProcessState(record.data.processState, to);
      if (issue) return httpError(422, issue.message);
      return ok(writeAccident(ctx, record.id, (data) => ({ ...data, processState: to })));
    },
  },
  {
    endpoint: endpoints.ownCar.addInsurance,
    handle: (ctx) => {
      requireFleet(ctx);
      const { id: _id, ...body } = insuranceBody(ctx, 'POST /own/car/insurance');
      const added = inWriteTransaction(ctx.deps.db, () => {
        const id = insertCarRecord(ctx.deps.db, 'own_car_insurance', ctx.user.enterpriseId, body, ctx.deps.now());
        const policy = insuranceMessage(insuranceOf(ctx, id), ctx.deps.now());
        logChange(ctx, CAR_INSURANCE, 'add', undefined, policy);
        return policy;
      });
      return ok(added);
    },
  },
  {
    endpoint: endpoints.ownCar.updateInsurance,
    handle: (ctx) => {
      requireFleet(ctx);
      const { id, ...body } = insuranceBody(ctx, 'PUT /own/car/insurance');
      if (id === undefined) return httpError(400, BadRequestText.missing('id'));
      const saved = inWriteTransaction(ctx.deps.db, () => {
        const before = insuranceMessage(insuranceOf(ctx, id), ctx.deps.now());
        updateCarRecord(ctx.deps.db, 'own_car_insurance', ctx.user.enterpriseId, id, body, ctx.deps.now());
        const after = insuranceMessage(insuranceOf(ctx, id), ctx.deps.now());
        logChange(ctx, CAR_INSURANCE, 'update', before, after);
        return after;
      });
      return ok(saved);
    },
  },
  {
    endpoint: endpoints.ownCar.deleteInsurance,
    handle: (ctx) => {
      requireFleet(ctx);
      const id = idOf(ctx);
      return inWriteTransaction(ctx.deps.db, () => {
        const before = insuranceMessage(insuranceOf(ctx, id), ctx.deps.now());
        deleteCarRecord(ctx.deps.db, 'own_car_insurance', ctx.user.enterpriseId, id);
        logChange(ctx, CAR_INSURANCE, 'delete', before, undefined);
        return ok({ deleted: 1 });
      });
    },
  },
  {
    // `?carLicense=&expiryState=valid|expiring|expired`, soonest end first.
    endpoint: endpoints.ownCar.insuranceList,
    handle: (ctx) => {
      requireFleet(ctx);
      const license = optionalText(ctx.params, 'carLicense');
      const state = optionalText(ctx.params, 'expiryState');
      const now = ctx.deps.now();
      const items = carRecords<StoredInsurance>(ctx.deps.db, 'own_car_insurance', ctx.user.enterpriseId)
        .map((r) => insuranceMessage(r, now))
        .filter((m) => (license === undefined || m.carLicense === license) && (state === undefined || m.expiryState === state))
        .sort((a, b) => a.endDate.localeCompare(b.endDate));
      return ok(items);
    },
  },
  {
    endpoint: endpoints.ownCar.insuranceDetail,
    handle: (ctx) => {
      requireFleet(ctx);
      return ok(insuranceMessage(insuranceOf(ctx, idOf(ctx)), ctx.deps.now()));
    },
  },
  {
    // `?id=` (reference server, endpoints.ts): the policy as listed and its history, newest first.
    endpoint: endpoints.ownCar.insuranceRecordDetail,
    handle: (ctx) => {
      requireFleet(ctx);
      return ok(recordDetail(ctx, CAR_INSURANCE, insuranceMessage(insuranceOf(ctx, idOf(ctx)), ctx.deps.now())));
    },
  },
  {
    endpoint: endpoints.ownCar.insuranceExpiredConfig,
    handle: (ctx) => {
      requireFleet(ctx);
      return ok({ warnDays: DEFAULT_INSURANCE_WARN_DAYS });
    },
  },
]);
