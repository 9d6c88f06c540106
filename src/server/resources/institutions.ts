/**
 * The enterprise's institutions on the resource engine (issue 25 §2; docs/administration.md "机构"):
 * the store the engine asks (store/institutions.ts) and the calls beside it: the status (启用 / 停用),
 * the fuzzy query of the enabled ones (a user's binding chooses among them), their addresses (the
 * booking's lookup), an institution's car levels, and binding a user (`/enterpriseUser/institution/bind`).
 * A name is one institution per enterprise; an institution with bound users is not deleted; a disabled
 * one binds nobody. The administration's calls need `admin.users`; every write records its change.
 */
import {
  ANY_CAR_TYPE, checkInstitutionBind, checkInstitutionBody, checkInstitutionStatus, hasPermission, INSTITUTION_NAME_TAKEN, INSTITUTION_SCHEMAS, InstitutionState,
  schemaChoices, type InstitutionBody, type Issue,
} from '../../../rules/index.ts';
import type { EnterpriseUserMessage, InstitutionMessage } from '../../shared/index.ts';
import { endpoints } from '../../shared/index.ts';
import { ENTERPRISE_USERS } from '../../shared/resources/enterprise-user.ts';
import { INSTITUTIONS } from '../../shared/resources/institution.ts';
import type { UserContext } from '../context.ts';
import { fleetBody } from '../fleet-access.ts';
import { BusinessError } from '../messages.ts';
import type { ApiRoute } from '../protocol/api-routes.ts';
import { httpError, ok, refusedWithStatus, RequestRejected, type Answer } from '../protocol/envelope.ts';
import { optionalText } from '../protocol/params.ts';
import { recordChange } from '../store/change-log.ts';
import {
  bindUserToInstitution, deleteInstitution, institutionById, institutionsOf, insertInstitution, updateInstitution, usersBoundTo, type InstitutionFields, type InstitutionRecord,
} from '../store/institutions.ts';
import { inWriteTransaction } from '../store/transactions.ts';
import { listedUserMessage } from './enterprise-users.ts';
import { resourceRoutes, type ResourceStore } from './resource-routes.ts';

const UNPROCESSABLE = 422;

export const institutionMessage = (i: InstitutionRecord): InstitutionMessage => ({
  institutionId: String(i.id), name: i.name, contactName: i.contactName, contactPhone: i.contactPhone, address: i.address, carType: i.carType, state: i.state,
});

const idOf = (text: unknown): number | undefined => (typeof text === 'string' && /^[0-9]{1,12}$/.test(text) ? Number(text) : undefined);

const fieldsOf = (body: InstitutionBody, state: number): InstitutionFields => ({
  name: body.name, contactName: body.contactName ?? '', contactPhone: body.contactPhone ?? '', address: body.address ?? '', carType: body.carType ?? ANY_CAR_TYPE.const, state,
});

const issueAnswer = (issue: Issue): Answer<never> => ({
  status: UNPROCESSABLE,
  envelope: { isSuccess: false, errorCode: BusinessError.INSTITUTION_NAME_TAKEN.errorCode, message: issue.message, result: { field: issue.path } as never },
});

function nameIssues(ctx: UserContext, body: InstitutionBody): Issue[] {
  const taken = institutionsOf(ctx.deps.db, ctx.user.enterpriseId).some((i) => i.name === body.name && String(i.id) !== body.institutionId);
  return taken ? [{ code: INSTITUTION_NAME_TAKEN.code, path: '/name', message: INSTITUTION_NAME_TAKEN.message.replace('{value}', body.name) }] : [];
}

const byId = (ctx: UserContext, id: unknown): InstitutionRecord | undefined => {
  const found = idOf(id);
  return found === undefined ? undefined : institutionById(ctx.deps.db, ctx.user.enterpriseId, found);
};

const institutionStore: ResourceStore<InstitutionMessage, InstitutionBody> = {
  all: (ctx) => institutionsOf(ctx.deps.db, ctx.user.enterpriseId).map(institutionMessage),
  byId: (ctx, id) => {
    const found = byId(ctx, id);
    return found && institutionMessage(found);
  },
  recordIssues: nameIssues,
  issueAnswer,
  insert: (ctx, body) => {
    // An import adds its rows one by one (the file's names are checked by the template).
    const [issue] = nameIssues(ctx, body);
    if (issue) throw new RequestRejected(issueAnswer(issue), `${issue.code} at ${issue.path}`);
    const id = insertInstitution(ctx.deps.db, ctx.user.enterpriseId, fieldsOf(body, InstitutionState.ENABLED));
    return institutionMessage(institutionById(ctx.deps.db, ctx.user.enterpriseId, id)!);
  },
  update: (ctx, before, body) => {
    const id = Number(before.institutionId);
    updateInstitution(ctx.deps.db, ctx.user.enterpriseId, id, fieldsOf(body, before.state));
    return institutionMessage(institutionById(ctx.deps.db, ctx.user.enterpriseId, id)!);
  },
  deleteRefusal: (ctx, record) =>
    usersBoundTo(ctx.deps.db, ctx.user.enterpriseId, Number(record.institutionId)) > 0
      ? refusedWithStatus(UNPROCESSABLE, BusinessError.INSTITUTION_HAS_USERS, BusinessError.INSTITUTION_HAS_USERS.message.replace('{value}', record.name))
      : undefined,
  remove: (ctx, record) => deleteInstitution(ctx.deps.db, ctx.user.enterpriseId, Number(record.institutionId)),
};

const requirePermission = (ctx: UserContext, permission: string) => {
  if (!hasPermission(ctx.user.permissions, permission)) throw new RequestRejected(httpError(484));
};

const notFound = (label: string) => new RequestRejected(httpError(404, `${label}不存在或已删除`));

/** A change by the session's user, in the write's transaction. */
function logChange(ctx: UserContext, resource: string, recordId: string, before: object, after: object) {
  recordChange(ctx.deps.db, {
    enterpriseId: ctx.user.enterpriseId, resource, recordId, action: 'update', userId: ctx.user.userId, userName: ctx.user.profile.trueName, changedAt: ctx.deps.now(), before, after,
  });
}

const carLevels = () => schemaChoices(INSTITUTION_SCHEMAS.body, 'carType').map(({ const: value, title }) => ({ const: value, title }));

const enabled = (ctx: UserContext) => institutionsOf(ctx.deps.db, ctx.user.enterpriseId).filter((i) => i.state === InstitutionState.ENABLED);

const extraRoutes = [
  {
    endpoint: endpoints.enterpriseInstitution.status,
    handle: (ctx: UserContext) => {
      requirePermission(ctx, INSTITUTIONS.permission);
      const body = fleetBody(ctx, 'PATCH /enterpriseInstitution/status', checkInstitutionStatus(ctx.body), INSTITUTION_SCHEMAS.status);
      const institution = byId(ctx, body.institutionId);
      if (!institution) throw notFound(INSTITUTIONS.label);
      const after = inWriteTransaction(ctx.deps.db, () => {
        const { id: _id, enterpriseId: _e, ...fields } = institution;
        updateInstitution(ctx.deps.db, ctx.user.enterpriseId, institution.id, { ...fields, state: body.state });
        const changed = institutionMessage(institutionById(ctx.deps.db, ctx.user.enterpriseId, institution.id)!);
        logChange(ctx, INSTITUTIONS.name, changed.institutionId, institutionMessage(institution), changed);
        return changed;
      });
      return ok(after, body.state === InstitutionState.ENABLED ? '机构已启用' : '机构已停用');
    },
  },
  {
    endpoint: endpoints.enterpriseInstitution.fuzzyQuery,
    handle: (ctx: UserContext) => {
      requirePermission(ctx, INSTITUTIONS.permission);
      const keyword = (optionalText(ctx.params, 'keyword') ?? '').slice(0, 40).toLowerCase();
      return ok(enabled(ctx).filter((i) => i.name.toLowerCase().includes(keyword)).map((i) => ({ institutionId: String(i.id), name: i.name })));
    },
  },
  {
    // The booking's address lookup: any user of the enterprise reads its enabled institutions' addresses.
    endpoint: endpoints.enterpriseInstitution.addresses,
    handle: (ctx: UserContext) => ok(enabled(ctx).filter((i) => i.address !== '').map((i) => ({ institutionId: String(i.id), name: i.name, address: i.address }))),
  },
  {
    endpoint: endpoints.enterpriseInstitution.carType,
    handle: (ctx: UserContext) => {
      requirePermission(ctx, INSTITUTIONS.permission);
      const institution = byId(ctx, optionalText(ctx.params, 'institutionId'));
      if (!institution) throw notFound(INSTITUTIONS.label);
      const levels = carLevels().filter((c) => c.const !== ANY_CAR_TYPE.const);
      return ok(institution.carType === ANY_CAR_TYPE.const ? levels : levels.filter((c) => c.const === institution.carType));
    },
  },
  {
    endpoint: endpoints.enterpriseUser.institutionBind,
    handle: (ctx: UserContext) => {
      requirePermission(ctx, ENTERPRISE_USERS.permission);
      const body = fleetBody(ctx, 'POST /enterpriseUser/institution/bind', checkInstitutionBind(ctx.body), INSTITUTION_SCHEMAS.bind);
      const before: EnterpriseUserMessage | undefined = listedUserMessage(ctx, body.userId);
      if (!before) throw notFound(ENTERPRISE_USERS.label);
      const institution = body.institutionId === '' ? undefined : byId(ctx, body.institutionId);
      if (body.institutionId !== '' && !institution) throw notFound(INSTITUTIONS.label);
      if (institution && institution.state !== InstitutionState.ENABLED && String(institution.id) !== before.institutionId) {
        return { status: UNPROCESSABLE, envelope: { isSuccess: false, errorCode: BusinessError.INSTITUTION_DISABLED.errorCode, message: BusinessError.INSTITUTION_DISABLED.message, result: { field: '/institutionId' } as never } };
      }
      const after = inWriteTransaction(ctx.deps.db, () => {
        bindUserToInstitution(ctx.deps.db, before.userId, institution?.id ?? null);
        const changed = listedUserMessage(ctx, before.userId)!;
        logChange(ctx, ENTERPRISE_USERS.name, before.userId, before, changed);
        return changed;
      });
      return ok(after, institution ? `已绑定到${institution.name}` : '已解除机构绑定');
    },
  },
];

export const institutionRoutes: readonly ApiRoute[] = [
  ...resourceRoutes({ declaration: INSTITUTIONS, check: checkInstitutionBody, store: institutionStore }),
  // Each handler answers its call's declared shape (src/shared/resource-responses.ts).
  ...(extraRoutes as unknown as readonly ApiRoute[]),
];
