/**
 * The server half of the resource engine (issue 25 §1; docs/resources.md): a declaration
 * (src/shared/resources/) and a store make the resource's routes: list (search, filters, sort, page;
 * the session's enterprise only), detail with the record's history, add, update, batch delete (all or
 * nothing), the .xlsx template, import (nothing while a row is bad; the good rows alone when asked; logged) and export of the filtered list.
 * Every call needs the declaration's permission (484); every body is checked against the declared
 * schema at the boundary (422 at its field); every write records its change (`recordChange`) in the
 * write's own transaction.
 */
import { fieldText, fieldTitle, formatBoardingTime, hasPermission, sortedByKey, type CheckResult, type Issue } from '../../../rules/index.ts';
import type { ChangeMessage, ImportLogMessage, ResourceDeclaration, ResourceDetail, ResourceImportResult, ResourcePage, SortOrder } from '../../shared/index.ts';
import { fileCallsOf, schemasOf } from '../../shared/index.ts';
import type { UserContext } from '../context.ts';
import { fleetBody } from '../fleet-access.ts';
import { templateWorkbook, XLSX_TYPE, type SheetColumn } from '../fleet-xlsx.ts';
import { BadRequestText, ImportText } from '../messages.ts';
import { EXPORT_ROW_CAP } from '../order-export.ts';
import type { ApiRoute } from '../protocol/api-routes.ts';
import { fileAnswer, httpError, ok, RequestRejected, type Answer } from '../protocol/envelope.ts';
import { bodyObject, optionalNumber, optionalText, paging, type JsonObject, type Params } from '../protocol/params.ts';
import { changesOfRecord, recordChange, type ChangeAction } from '../store/change-log.ts';
import { importLogsOf, insertImportLog } from '../store/import-logs.ts';
import { inWriteTransaction } from '../store/transactions.ts';
import { XLSX_LIMITS } from '../xlsx-guard.ts';
import { checkedImport, exportSheet, exportTooLarge } from '../xlsx-import.ts';

/** How many changes a record's detail shows, and how many imports the log lists. */
export const HISTORY_LIMIT = 50;
export const IMPORT_LOG_LIMIT = 20;

/**
 * What a resource keeps and how (a table of the store): the engine asks it, never SQL itself.
 * `R` is the record as listed, `B` the checked body.
 */
export interface ResourceStore<R extends object, B extends object> {
  /** The enterprise's records (not deleted). */
  all: (ctx: UserContext) => R[];
  /** A record of the session's enterprise, or undefined (another enterprise's is not found). */
  byId: (ctx: UserContext, id: string) => R | undefined;
  /** The body's problems against the records kept (a phone number another user holds), each at its field. */
  recordIssues: (ctx: UserContext, body: B) => Issue[];
  /** Writes a new record and answers it; inside the engine's transaction. */
  insert: (ctx: UserContext, body: B) => R;
  /** Rewrites a record and answers it; inside the engine's transaction. */
  update: (ctx: UserContext, before: R, body: B) => R;
  /** Why this record may not be deleted (deleting oneself), or undefined. */
  deleteRefusal?: (ctx: UserContext, record: R) => Answer<never> | undefined;
  remove: (ctx: UserContext, record: R) => void;
  /** The refusal of a body's record issue (a business refusal at its field). */
  issueAnswer: (issue: Issue) => Answer<never>;
  /** Each user keeps his own records (`all` and `byId` answer the session's user's only): the import log is his own too. */
  perUser?: boolean;
}

/** The checked body of a declaration: the body's check with the declaration's schema. */
export interface ResourceServer<R extends object, B extends object> {
  declaration: ResourceDeclaration<R, B>;
  check: (value: unknown) => CheckResult<B>;
  store: ResourceStore<R, B>;
}

/** The list's query: the search text, the filters, the sort and the page. */
interface ListQuery {
  search: string;
  filters: Record<string, number>;
  sortKey: string;
  sortOrder: SortOrder;
}

const requirePermission = (ctx: UserContext, permission: string) => {
  if (!hasPermission(ctx.user.permissions, permission)) throw new RequestRejected(httpError(484));
};

const invalid = (name: string): never => {
  throw new RequestRejected(httpError(400, BadRequestText.invalid(name)), BadRequestText.invalidEn(name));
};

/** The list query of a GET's parameters or a POST's body; a malformed part is 400 naming it. */
function listQuery(declaration: ResourceDeclaration<object, object>, source: Params | JsonObject): ListQuery {
  const search = optionalText(source, declaration.search.param) ?? '';
  if (search.length > 40) invalid(declaration.search.param);
  const filters: Record<string, number> = {};
  for (const key of declaration.filterKeys) {
    const value = optionalNumber(source, key);
    if (value === undefined || value === 0) continue;
    const known = fieldText([declaration.querySchema], key, value) !== String(value);
    if (!known) invalid(key);
    filters[key] = value;
  }
  const sortKey = optionalText(source, 'sortKey') ?? declaration.defaultSort.key;
  if (!(declaration.sortKeys as readonly string[]).includes(sortKey)) invalid('sortKey');
  const order = optionalText(source, 'sortOrder') ?? declaration.defaultSort.order;
  if (order !== 'asc' && order !== 'desc') invalid('sortOrder');
  return { search, filters, sortKey, sortOrder: order as SortOrder };
}


/** The records the query keeps, in its order. Pure. */
export function filteredRecords<R extends object>(declaration: ResourceDeclaration<R, object>, records: readonly R[], query: ListQuery): R[] {
  const needle = query.search.toLowerCase();
  const value = (record: R, key: string) => (record as Record<string, unknown>)[key];
  const kept = records.filter(
    (record) =>
      (needle === '' || declaration.search.keys.some((key) => String(value(record, key) ?? '').toLowerCase().includes(needle))) &&
      Object.entries(query.filters).every(([key, wanted]) => value(record, key) === wanted),
  );
  return sortedByKey(kept, query.sortKey, query.sortOrder);
}

/**
 * Records in the order a list asks (`sortKey`, `sortOrder` of its parameters or body; the declaration's
 * default when none), for the calls a declaration names but the engine does not serve (the fleet's own
 * routes): the same sort keys and the same order as `resourceRoutes`. Another key or order is 400.
 *
 * @example sortedRecords(OWN_CARS, cars, { sortKey: 'purchaseDate', sortOrder: 'desc' })
 */
export function sortedRecords<T extends object>(declaration: { sortKeys: readonly string[]; defaultSort: { key: string; order: SortOrder } }, records: readonly T[], source: Params | JsonObject): T[] {
  const sortKey = optionalText(source, 'sortKey') ?? declaration.defaultSort.key;
  if (!(declaration.sortKeys as readonly string[]).includes(sortKey)) invalid('sortKey');
  const order = optionalText(source, 'sortOrder') ?? declaration.defaultSort.order;
  if (order !== 'asc' && order !== 'desc') invalid('sortOrder');
  const sorting = { search: { keys: [] }, sortKeys: declaration.sortKeys, filterKeys: [] } as unknown as ResourceDeclaration<T, object>;
  return filteredRecords(sorting, records, { search: '', filters: {}, sortKey, sortOrder: order as SortOrder });
}

const minute = (at: number) => formatBoardingTime(at);

const idOf = <R extends object, B extends object>(declaration: ResourceDeclaration<R, B>, record: R) => String((record as Record<string, unknown>)[declaration.idKey]);

/**
 * Records a write of a resource's record (issue 25 §2): who (the session's user), when, the record before
 * and after as the page shows it (the declaration's `view`). Call it inside the write's transaction; the
 * engine's writes do, and so do the routes a declaration names but the engine does not serve (the fleet's).
 *
 * @example inWriteTransaction(db, () => logChange(ctx, OWN_CARS, 'update', before, after))
 */
export function logChange<R extends object, B extends object>(ctx: UserContext, declaration: ResourceDeclaration<R, B>, action: ChangeAction, before: R | undefined, after: R | undefined) {
  const shown = (record: R | undefined) => (record && declaration.view ? declaration.view(record) : record);
  recordChange(ctx.deps.db, {
    enterpriseId: ctx.user.enterpriseId,
    resource: declaration.name,
    recordId: idOf(declaration, (after ?? before)!),
    action,
    userId: ctx.user.userId,
    userName: ctx.user.profile.trueName,
    changedAt: ctx.deps.now(),
    before: shown(before),
    after: shown(after),
  });
}

/** A record's detail: the record (found in the session's enterprise) and its history, newest first. */
export function recordDetail<R extends object, B extends object>(ctx: UserContext, declaration: ResourceDeclaration<R, B>, record: R): ResourceDetail<R> {
  const history: ChangeMessage[] = changesOfRecord(ctx.deps.db, ctx.user.enterpriseId, declaration.name, idOf(declaration, record), HISTORY_LIMIT).map((c) => ({
    id: c.id, action: c.action, userName: c.userName, changedAt: minute(c.changedAt), before: c.before, after: c.after,
  }));
  return { record, history };
}

/** Logs one import of a resource's file, kept or refused: call it inside the import's transaction when rows are kept. */
export function logImport(ctx: UserContext, declaration: { name: string }, rows: number, imported: number, errors: number, skippedRows?: readonly number[]) {
  insertImportLog(ctx.deps.db, { enterpriseId: ctx.user.enterpriseId, resource: declaration.name, userId: ctx.user.userId, userName: ctx.user.profile.trueName, importedAt: ctx.deps.now(), rows, imported, errors, ...(skippedRows ? { skippedRows } : {}) });
}

/** The resource's last imports (the session user's own when each user keeps his own records). */
export function importLogs(ctx: UserContext, declaration: { name: string }, perUser = false): ImportLogMessage[] {
  return importLogsOf(ctx.deps.db, ctx.user.enterpriseId, declaration.name, IMPORT_LOG_LIMIT, perUser ? ctx.user.userId : undefined).map(({ importedAt, ...log }) => ({ ...log, importedAt: minute(importedAt) }));
}

/** The export's columns: the list's, each by its title, a code by its title. */
function exportColumns<R extends object>(declaration: ResourceDeclaration<R, object>): SheetColumn<R>[] {
  const schemas = schemasOf(declaration);
  return declaration.columns.map((key) => ({ header: fieldTitle(schemas, key) ?? key, value: (record: R) => fieldText(schemas, key, (record as Record<string, unknown>)[key]) }));
}

/**
 * The routes of a resource.
 *
 * @example export const enterpriseUserRoutes = resourceRoutes({ declaration: ENTERPRISE_USERS, check: checkEnterpriseUserBody, store: userStore });
 */
export function resourceRoutes<R extends object, B extends object>({ declaration, check, store }: ResourceServer<R, B>): readonly ApiRoute[] {
  const { endpoints: declared, permission } = declaration;
  // The engine serves a record's detail, the batch delete, the files and the import log; a declaration without them is served by its own routes.
  const files = fileCallsOf(declaration);
  const template = declaration.importTemplate;
  if (!declared.detail || !declared.importLogs || !declared.delete || !files || !template) throw new Error(`resourceRoutes: ${declaration.name} declares no detail, batch delete, files or import log call`);
  const calls = { ...declared, ...files, detail: declared.detail, importLogs: declared.importLogs, delete: declared.delete };
  const decl = declaration as unknown as ResourceDeclaration<R, object>;
  const where = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
  const listed = (ctx: UserContext, source: Params | JsonObject) => filteredRecords(decl, store.all(ctx), listQuery(decl as ResourceDeclaration<object, object>, source));
  // The enterprise is the session's: a body names none (the schema refuses an extra property).
  const checkedBody = (ctx: UserContext, endpoint: { method: string; path: string }) => fleetBody(ctx, where(endpoint), check(ctx.body), declaration.schema);
  /** The body against the records kept, in the write's transaction (so no other write slips between). */
  const refuseRecordIssues = (ctx: UserContext, body: B) => {
    const [issue] = store.recordIssues(ctx, body);
    if (issue) throw new RequestRejected(store.issueAnswer(issue), `${issue.code} at ${issue.path}`);
  };
  const found = (ctx: UserContext, id: unknown) => {
    const record = typeof id === 'string' && id !== '' && id.length <= 64 ? store.byId(ctx, id) : undefined;
    if (!record) throw new RequestRejected(httpError(404, `${declaration.label}不存在或已删除`));
    return record;
  };
  const source = (ctx: UserContext, endpoint: { method: string }) => (endpoint.method === 'GET' ? ctx.params : bodyObject(ctx.body, true));

  const routes = [
    {
      endpoint: calls.list,
      handle: (ctx: UserContext): Answer<ResourcePage<R>> => {
        requirePermission(ctx, permission);
        const from = source(ctx, calls.list);
        const { pageIndex, pageSize } = paging(from);
        const records = listed(ctx, from);
        return ok({ total: records.length, items: records.slice((pageIndex - 1) * pageSize, pageIndex * pageSize) });
      },
    },
    {
      endpoint: calls.detail,
      handle: (ctx: UserContext) => {
        requirePermission(ctx, permission);
        return ok(recordDetail(ctx, decl, found(ctx, optionalText(ctx.params, declaration.idKey))));
      },
    },
    {
      endpoint: calls.add,
      handle: (ctx: UserContext) => {
        requirePermission(ctx, permission);
        const body = checkedBody(ctx, calls.add);
        if ((body as Record<string, unknown>)[declaration.idKey] !== undefined) return httpError(400, BadRequestText.invalid(declaration.idKey));
        const record = inWriteTransaction(ctx.deps.db, () => {
          refuseRecordIssues(ctx, body);
          const added = store.insert(ctx, body);
          logChange(ctx, decl, 'add', undefined, added);
          return added;
        });
        return ok(record, `${declaration.label}已添加`);
      },
    },
    {
      endpoint: calls.update,
      handle: (ctx: UserContext) => {
        requirePermission(ctx, permission);
        const body = checkedBody(ctx, calls.update);
        const before = found(ctx, (body as Record<string, unknown>)[declaration.idKey]);
        const record = inWriteTransaction(ctx.deps.db, () => {
          refuseRecordIssues(ctx, body);
          const after = store.update(ctx, before, body);
          logChange(ctx, decl, 'update', before, after);
          return after;
        });
        return ok(record, `${declaration.label}已保存`);
      },
    },
    {
      endpoint: calls.delete,
      handle: (ctx: UserContext) => {
        requirePermission(ctx, permission);
        const ids = bodyObject(ctx.body)[declaration.idsKey];
        if (!Array.isArray(ids) || ids.length === 0 || ids.length > 500 || !ids.every((id) => typeof id === 'string')) return httpError(400, BadRequestText.invalid(declaration.idsKey));
        const records = [...new Set(ids as string[])].map((id) => found(ctx, id));
        for (const record of records) {
          const refusal = store.deleteRefusal?.(ctx, record);
          if (refusal) return refusal;
        }
        inWriteTransaction(ctx.deps.db, () => {
          for (const record of records) {
            store.remove(ctx, record);
            logChange(ctx, decl, 'delete', record, undefined);
          }
        });
        return ok({ deleted: records.length }, `已删除 ${records.length} 个${declaration.label}`);
      },
    },
    {
      endpoint: calls.exportTemplate,
      handle: async (ctx: UserContext) => {
        requirePermission(ctx, permission);
        return fileAnswer(template.fileName, XLSX_TYPE, await templateWorkbook(template));
      },
    },
    {
      endpoint: calls.export,
      handle: (ctx: UserContext) => {
        requirePermission(ctx, permission);
        const records = listed(ctx, bodyObject(ctx.body, true));
        if (records.length > EXPORT_ROW_CAP) return exportTooLarge(ctx, declaration.label, records.length);
        return exportSheet(ctx, declaration.label, exportColumns(decl), records);
      },
    },
    {
      endpoint: calls.import,
      uploadLimit: { bytes: XLSX_LIMITS.maxFileBytes, message: ImportText.tooLarge },
      handle: async (ctx: UserContext) => {
        requirePermission(ctx, permission);
        // 「跳过错误行」: the administrator saw the bad rows and asked for the good ones alone (docs/resources.md "Imports").
        const skip = optionalText(ctx.params, 'skipBadRows');
        if (skip !== undefined && skip !== '1') invalid('skipBadRows');
        const checked = await checkedImport(ctx, template, {
          today: formatBoardingTime(ctx.deps.now()).slice(0, 10),
          fleetLicenses: [],
          recordIssues: (body) => store.recordIssues(ctx, body as B),
        });
        const log = (rows: number, imported: number, errors: number, skippedRows?: readonly number[]) => logImport(ctx, declaration, rows, imported, errors, skippedRows);
        const keep = (bodies: readonly { body: B }[], rows: number, errors: number, skippedRows?: readonly number[]) =>
          inWriteTransaction(ctx.deps.db, () => {
            for (const { body } of bodies) logChange(ctx, decl, 'add', undefined, store.insert(ctx, body));
            log(rows, bodies.length, errors, skippedRows);
          });
        if (!checked.ok) {
          const rows = checked.rows;
          if (rows && skip === '1' && rows.good.length > 0) {
            keep(rows.good as { body: B }[], rows.read, rows.errors, rows.badRows);
            return ok({ imported: rows.good.length, errors: [], skippedRows: rows.badRows }, ImportText.importedSkipping(rows.good.length, rows.badRows));
          }
          if (!rows) return checked.answer;
          log(rows.read, 0, rows.errors);
          // The refusal says how many rows are good, which the portal offers to import alone.
          const refused = checked.answer.envelope.result as unknown as ResourceImportResult;
          return { ...checked.answer, envelope: { ...checked.answer.envelope, result: { ...refused, importable: rows.good.length } as never } };
        }
        keep(checked.bodies as { body: B }[], checked.bodies.length, 0);
        return ok({ imported: checked.bodies.length, errors: [] }, ImportText.imported(checked.bodies.length));
      },
    },
    {
      endpoint: calls.importLogs,
      handle: (ctx: UserContext) => {
        requirePermission(ctx, permission);
        return ok(importLogs(ctx, declaration, store.perUser));
      },
    },
  ];
  // Each handler answers its call's declared shape (src/shared/resource-responses.ts), which the generic engine cannot name.
  return routes as unknown as readonly ApiRoute[];
}
