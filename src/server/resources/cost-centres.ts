/**
 * The enterprise's cost centres on the resource engine (issue 25 §2; docs/administration.md "成本中心"):
 * the store the engine asks (store/cost-centres.ts) and the calls beside the engine's: the hierarchy
 * (`/CsAccount/Parent`, `/CsAccount/Child`), the staff (`/CsAccount/Staff/List`), the limit price types,
 * the QR image of the booking link with the cost centre preset, and the audit (`/CsAccount/Audit/Pass`,
 * `/CsAccount/Audit/Refuse` with a reason). A new cost centre awaits audit and only a passed one can be
 * charged; an edited refused one awaits audit again. A parent is never the centre itself nor below it;
 * a centre with children is not deleted. Every call needs `admin.costCentres`; every write records its
 * change in its transaction.
 */
import QRCode from 'qrcode';

import {
  checkCostCentreBody, checkCostCentreRefusal, COST_CENTRE_SCHEMAS, costCentreIssues, CostCentreState, fleetLabel, hasPermission, schemaChoices,
  type CostCentreBody, type Issue,
} from '../../../rules/index.ts';
import type { CostCentreAsset, CostCentreMessage, CostCentreNode } from '../../shared/index.ts';
import { endpoints } from '../../shared/index.ts';
import { COST_CENTRES } from '../../shared/resources/cost-centre.ts';
import type { UserContext } from '../context.ts';
import { fleetBody } from '../fleet-access.ts';
import { BusinessError } from '../messages.ts';
import type { ApiRoute } from '../protocol/api-routes.ts';
import { httpError, ok, refusedWithStatus, RequestRejected, type Answer } from '../protocol/envelope.ts';
import { bodyObject, optionalText } from '../protocol/params.ts';
import { recordChange } from '../store/change-log.ts';
import { costCentreById, costCentresOf, deleteCostCentre, insertCostCentre, updateCostCentre, type CostCentreFields, type CostCentreRecord } from '../store/cost-centres.ts';
import { inWriteTransaction } from '../store/transactions.ts';
import { carOwners, ownCars } from '../store/fleet.ts';
import { listedUser, listedUsers } from '../store/users.ts';
import { resourceRoutes, type ResourceStore } from './resource-routes.ts';

const UNPROCESSABLE = 422;

/** The record as the list answers it: ids as texts ('' none), the parent and the approver by name. */
export function costCentreMessage(centre: CostCentreRecord, all: readonly CostCentreRecord[]): CostCentreMessage {
  const parent = centre.parentId === null ? undefined : all.find((c) => c.id === centre.parentId);
  return {
    costCenterId: String(centre.id),
    name: centre.name,
    code: centre.code,
    parentId: parent ? String(parent.id) : '',
    parentName: parent?.name ?? '',
    approverUserId: centre.approverUserId ?? '',
    approverName: centre.approverName,
    limitPriceType: centre.limitPriceType,
    state: centre.state,
    refuseReason: centre.refuseReason,
  };
}

const ISSUE_ERRORS: Record<string, { errorCode: number; message: string }> = {
  'costCentre.parentCycle': BusinessError.COST_CENTRE_PARENT_CYCLE,
  'costCentre.parentUnknown': BusinessError.COST_CENTRE_PARENT_UNKNOWN,
  'costCentre.approverUnknown': BusinessError.COST_CENTRE_APPROVER_UNKNOWN,
  'costCentre.nameTaken': BusinessError.COST_CENTRE_NAME_TAKEN,
  'costCentre.codeTaken': BusinessError.COST_CENTRE_CODE_TAKEN,
};

/** A refusal at its field (HTTP 422): the form draws it under the field. */
const issueAnswer = (issue: Issue): Answer<never> => ({
  status: UNPROCESSABLE,
  envelope: { isSuccess: false, errorCode: ISSUE_ERRORS[issue.code]?.errorCode ?? UNPROCESSABLE, message: issue.message, result: { field: issue.path } as never },
});

const centreId = (text: string | undefined): number | undefined => (text !== undefined && /^[0-9]{1,12}$/.test(text) ? Number(text) : undefined);

function kept(ctx: UserContext) {
  const all = costCentresOf(ctx.deps.db, ctx.user.enterpriseId);
  return { all, rules: all.map((c) => ({ id: String(c.id), name: c.name, code: c.code, parentId: c.parentId === null ? '' : String(c.parentId) })) };
}

/** The body's fields as kept: the approver's name, e-mail and phone are his (the orders' approval reads them). */
function fieldsOf(ctx: UserContext, body: CostCentreBody, state: number, refuseReason: string): CostCentreFields {
  const approver = body.approverUserId ? listedUser(ctx.deps.db, ctx.user.enterpriseId, body.approverUserId) : undefined;
  return {
    name: body.name,
    code: body.code,
    parentId: centreId(body.parentId) ?? null,
    approverUserId: approver?.userId ?? null,
    approverName: approver?.profile.trueName ?? '',
    approverEmail: approver?.profile.email ?? '',
    approverCellphone: approver?.phoneNumber ?? '',
    limitPriceType: body.limitPriceType ?? 0,
    state,
    refuseReason,
  };
}

/** The body's issues against the kept centres, or (inside an import, where rows are added one by one) a name already added. */
function issuesOf(ctx: UserContext, body: CostCentreBody): Issue[] {
  return costCentreIssues(body, kept(ctx).rules, (userId) => listedUser(ctx.deps.db, ctx.user.enterpriseId, userId) !== undefined);
}

const messageOf = (ctx: UserContext, id: number) => {
  const { all } = kept(ctx);
  return costCentreMessage(all.find((c) => c.id === id)!, all);
};

const centreStore: ResourceStore<CostCentreMessage, CostCentreBody> = {
  all: (ctx) => {
    const { all } = kept(ctx);
    return all.map((c) => costCentreMessage(c, all));
  },
  byId: (ctx, id) => {
    const found = centreId(id);
    return found === undefined || !costCentreById(ctx.deps.db, ctx.user.enterpriseId, found) ? undefined : messageOf(ctx, found);
  },
  recordIssues: issuesOf,
  issueAnswer,
  insert: (ctx, body) => {
    // An import adds its rows one by one: a name twice in one file is refused here (the file's codes are checked by the template).
    const [issue] = issuesOf(ctx, body);
    if (issue) throw new RequestRejected(issueAnswer(issue), `${issue.code} at ${issue.path}`);
    return messageOf(ctx, insertCostCentre(ctx.deps.db, ctx.user.enterpriseId, fieldsOf(ctx, body, CostCentreState.PENDING, '')));
  },
  update: (ctx, before, body) => {
    // An edited refused centre awaits audit again; a passed or pending one keeps its state.
    const state = before.state === CostCentreState.REFUSED ? CostCentreState.PENDING : before.state;
    const id = Number(before.costCenterId);
    updateCostCentre(ctx.deps.db, ctx.user.enterpriseId, id, fieldsOf(ctx, body, state, state === CostCentreState.PENDING ? '' : before.refuseReason));
    return messageOf(ctx, id);
  },
  deleteRefusal: (ctx, record) =>
    kept(ctx).all.some((c) => c.parentId === Number(record.costCenterId))
      ? refusedWithStatus(UNPROCESSABLE, BusinessError.COST_CENTRE_HAS_CHILDREN, BusinessError.COST_CENTRE_HAS_CHILDREN.message.replace('{value}', record.name))
      : undefined,
  remove: (ctx, record) => deleteCostCentre(ctx.deps.db, ctx.user.enterpriseId, Number(record.costCenterId)),
};

const requirePermission = (ctx: UserContext) => {
  if (!hasPermission(ctx.user.permissions, COST_CENTRES.permission)) throw new RequestRejected(httpError(484));
};

/** The cost centre the query or the body names, of the session's enterprise (another's is not found). */
function named(ctx: UserContext, id: unknown): CostCentreMessage {
  const record = typeof id === 'string' ? centreStore.byId(ctx, id) : undefined;
  if (!record) throw new RequestRejected(httpError(404, `${COST_CENTRES.label}不存在或已删除`));
  return record;
}

const nodeOf = (c: CostCentreMessage): CostCentreNode => ({ costCenterId: c.costCenterId, name: c.name, code: c.code });

/** The booking link a cost centre's QR image encodes: the special car's booking with the cost centre preset. */
export const costCentreBookingLink = (publicUrl: string, name: string) => `${publicUrl}/EnterpriseService/SpecialCar?costCenter=${encodeURIComponent(name)}`;

/** An audit's write: the new state, recorded as the centre's change (审核状态：待审核 → 已通过). */
function audited(ctx: UserContext, before: CostCentreMessage, state: number, reason: string): CostCentreMessage {
  return inWriteTransaction(ctx.deps.db, () => {
    const centre = costCentreById(ctx.deps.db, ctx.user.enterpriseId, Number(before.costCenterId))!;
    if (centre.state !== CostCentreState.PENDING) throw new RequestRejected(refusedWithStatus(UNPROCESSABLE, BusinessError.COST_CENTRE_NOT_PENDING));
    const { id: _id, enterpriseId: _e, ...fields } = centre;
    updateCostCentre(ctx.deps.db, ctx.user.enterpriseId, centre.id, { ...fields, state, refuseReason: reason });
    const after = messageOf(ctx, centre.id);
    recordChange(ctx.deps.db, {
      enterpriseId: ctx.user.enterpriseId, resource: COST_CENTRES.name, recordId: after.costCenterId, action: 'update',
      userId: ctx.user.userId, userName: ctx.user.profile.trueName, changedAt: ctx.deps.now(), before, after,
    });
    return after;
  });
}

/** A centre's ancestors, nearest first (a loop in kept data stops at the first repeat). */
function ancestorsOf(ctx: UserContext, centre: CostCentreMessage): CostCentreNode[] {
  const all = centreStore.all(ctx);
  const chain: CostCentreNode[] = [];
  for (let at = all.find((c) => c.costCenterId === centre.parentId); at && !chain.some((n) => n.costCenterId === at!.costCenterId); at = all.find((c) => c.costCenterId === at!.parentId)) chain.push(nodeOf(at));
  return chain;
}

const childrenOf = (ctx: UserContext, centre: CostCentreMessage) => centreStore.all(ctx).filter((c) => c.parentId === centre.costCenterId).map(nodeOf);

/** The fleet's cars one of whose 负责人 is charged to the centre (his cost centre is its name). */
function assetsOf(ctx: UserContext, centre: CostCentreMessage): CostCentreAsset[] {
  const { db } = ctx.deps;
  const staff = new Map(listedUsers(db, ctx.user.enterpriseId).filter((u) => u.profile.costCenter === centre.name).map((u) => [u.userId, u.profile.trueName]));
  return ownCars(db, ctx.user.enterpriseId).flatMap((car) => {
    const owners = carOwners(db, ctx.user.enterpriseId, car.carLicense).filter((o) => staff.has(o.userId)).map((o) => ({ userId: o.userId, trueName: staff.get(o.userId)! }));
    return owners.length === 0 ? [] : [{ carLicense: car.carLicense, carType: car.carType, carTypeName: fleetLabel('carType', car.carType), owners }];
  });
}

const auditRoutes = [
  {
    endpoint: endpoints.csAccount.parent,
    handle: (ctx: UserContext) => {
      requirePermission(ctx);
      return ok(ancestorsOf(ctx, named(ctx, optionalText(ctx.params, 'costCenterId'))));
    },
  },
  {
    endpoint: endpoints.csAccount.child,
    handle: (ctx: UserContext) => {
      requirePermission(ctx);
      return ok(childrenOf(ctx, named(ctx, optionalText(ctx.params, 'costCenterId'))));
    },
  },
  {
    endpoint: endpoints.csAccount.parentAndChild,
    handle: (ctx: UserContext) => {
      requirePermission(ctx);
      const centre = named(ctx, optionalText(ctx.params, 'costCenterId'));
      return ok({ centre: nodeOf(centre), parents: ancestorsOf(ctx, centre), children: childrenOf(ctx, centre) });
    },
  },
  {
    endpoint: endpoints.csAccount.assets,
    handle: (ctx: UserContext) => {
      requirePermission(ctx);
      return ok(assetsOf(ctx, named(ctx, optionalText(ctx.params, 'costCenterId'))));
    },
  },
  {
    // The reference server keeps no enterprise groups: the session's enterprise is the only one it may charge.
    endpoint: endpoints.csAccount.relevantEnterprise,
    handle: (ctx: UserContext) => ok([{ enterpriseId: ctx.user.enterpriseId, enterpriseName: ctx.bundle.enterpriseName ?? '' }]),
  },
  {
    endpoint: endpoints.csAccount.staffList,
    handle: (ctx: UserContext) => {
      requirePermission(ctx);
      // Without a cost centre: every user of the enterprise (the approver is chosen among them); with one: those charged to it.
      const id = optionalText(ctx.params, 'costCenterId');
      const centre = id === undefined ? undefined : named(ctx, id);
      const users = listedUsers(ctx.deps.db, ctx.user.enterpriseId).filter((u) => !centre || u.profile.costCenter === centre.name);
      return ok(users.map((u) => ({ userId: u.userId, trueName: u.profile.trueName, phoneNumber: u.phoneNumber, empNo: u.profile.empNo })));
    },
  },
  {
    endpoint: endpoints.csAccount.limitPriceTypes,
    handle: (ctx: UserContext) => {
      requirePermission(ctx);
      return ok(schemaChoices(COST_CENTRE_SCHEMAS.body, 'limitPriceType').map(({ const: value, title }) => ({ const: value, title })));
    },
  },
  {
    endpoint: endpoints.csAccount.qrImg,
    handle: async (ctx: UserContext) => {
      requirePermission(ctx);
      const centre = named(ctx, optionalText(ctx.params, 'costCenterId'));
      const link = costCentreBookingLink(ctx.deps.publicUrl(), centre.name);
      return ok({ link, dataUrl: await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) });
    },
  },
  {
    endpoint: endpoints.csAccount.auditPass,
    handle: (ctx: UserContext) => {
      requirePermission(ctx);
      const centre = named(ctx, bodyObject(ctx.body).costCenterId);
      if (centre.approverUserId === '') return refusedWithStatus(UNPROCESSABLE, BusinessError.COST_CENTRE_NO_APPROVER);
      return ok(audited(ctx, centre, CostCentreState.PASSED, ''), '成本中心已通过审核');
    },
  },
  {
    endpoint: endpoints.csAccount.auditRefuse,
    handle: (ctx: UserContext) => {
      requirePermission(ctx);
      const body = fleetBody(ctx, 'POST /CsAccount/Audit/Refuse', checkCostCentreRefusal(ctx.body), COST_CENTRE_SCHEMAS.refusal);
      const centre = named(ctx, body.costCenterId);
      return ok(audited(ctx, centre, CostCentreState.REFUSED, body.reason), '成本中心已拒绝');
    },
  },
];

export const costCentreRoutes: readonly ApiRoute[] = [
  ...resourceRoutes({ declaration: COST_CENTRES, check: checkCostCentreBody, store: centreStore }),
  // Each handler answers its call's declared shape (src/shared/resource-responses.ts).
  ...(auditRoutes as unknown as readonly ApiRoute[]),
];
