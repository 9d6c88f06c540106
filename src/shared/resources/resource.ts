/**
 * A resource declared once (issue 25 §1; docs/resources.md): its schemas, its id, its list's columns,
 * search, filters and sort keys, its import template, its permission and its calls. The reference
 * server makes its routes from a declaration (src/server/resources/resource-routes.ts) and the portal
 * its list, forms, detail and files (src/features/resources/). Framework-free: both sides import it.
 */
import type { FieldSchema, ImportTemplate } from '../../../rules/index.ts';
import type { DownloadEndpoint, Endpoint, UploadEndpoint } from '../endpoints.ts';

/** The calls of a resource, each a catalogue entry (src/shared/endpoints.ts). */
export interface ResourceEndpoints {
  /** The list: the filter, `pageIndex`, `pageSize`, `sortKey`, `sortOrder` (query of a GET, else the body). */
  list: Endpoint;
  /** Query `{ [idKey] }`: the record and its history. Absent: the list has no 详情. */
  detail?: Endpoint;
  add: Endpoint;
  update: Endpoint;
  /** Body `{ [idsKey]: [...] }`: all or nothing. Absent: no row selection and no 批量删除. */
  delete?: Endpoint;
  /** Query `{ [idKey] }`: one record (a row's 删除, after a confirmation), for a resource without the batch delete. */
  deleteOne?: Endpoint;
  /** Absent with `export` and `exportTemplate` (and the declaration's `importTemplate`): the page shows no files. */
  import?: UploadEndpoint;
  /** Absent: the files show no import log (the resource's import keeps none). */
  importLogs?: Endpoint;
  /** The list's filter (its paging ignored): every filtered record as .xlsx. */
  export?: DownloadEndpoint;
  exportTemplate?: DownloadEndpoint;
}

/** A resource's files: the template, the import and the export, all three or none. */
export interface ResourceFileCalls {
  import: UploadEndpoint;
  export: DownloadEndpoint;
  exportTemplate: DownloadEndpoint;
}

export type SortOrder = 'asc' | 'desc';

/**
 * @typeParam R the record as the list answers it
 * @typeParam B the body of add and update (the schema's)
 */
export interface ResourceDeclaration<R extends object, B extends object> {
  /** The resource's name: the change log's `resource`, the portal's query keys, the element ids. */
  name: string;
  /** What one record is called (用户): the page's sections, the files' names. */
  label: string;
  /** The permission every call of the resource needs (484 otherwise). */
  permission: string;
  /** The body of add and update: the forms and the server's boundary check this same schema. */
  schema: FieldSchema & { required?: readonly string[] };
  /** The list's filter form (its titles and code tables name the list's filter fields too). */
  querySchema: FieldSchema;
  /** The titles of fields only the record has (kept by the server: a parent's name, a refusal's reason), when any. */
  recordSchema?: FieldSchema;
  /**
   * Body fields that hold another record's id, each shown by a field of the record that names it
   * (`{ parentId: 'parentName' }`): the detail and the history tell the name, never the id.
   */
  shownBy?: Readonly<Record<string, string>>;
  /** The key that names a record. */
  idKey: keyof R & keyof B & string;
  /** The body key of the batch delete's ids (`userIds`). */
  idsKey: string;
  /** The field a person names a record by (a row's 选择 / 删除 buttons, the detail's heading). */
  nameKey: keyof R & string;
  /** The list's columns, in order; each named by its title in `schema` or `querySchema`. */
  columns: readonly (keyof R & string)[];
  /** The add and edit forms' fields, in order (the schema's other properties are hidden). */
  formKeys: readonly (keyof B & string)[];
  /**
   * The id is typed when a record is added (a car's plate) and shown read-only when it is edited;
   * without it the id is the server's and the forms hide it.
   */
  idTyped?: boolean;
  /** What a form field shows while empty (`{ purchaseDate: 'YYYY-MM-DD' }`). */
  placeholders?: Readonly<Partial<Record<keyof B & string, string>>>;
  /** What is typed rewritten as the server keeps it, as it is typed (a plate in upper case): the form checks the value sent. Pure. */
  normalise?: (body: B) => B;
  /** The record as the page lists, shows and edits it, when the wire's differs (a car's 车型描述 '0' is none, spec §3). Pure. */
  view?: (record: R) => R;
  /** The query's free text (`searchKey`) and the record fields it is looked for in. */
  search: { param: string; keys: readonly (keyof R & string)[] };
  /** Query fields matched exactly against the record field of the same name; a value of 0 is 全部. */
  filterKeys: readonly (keyof R & string)[];
  /** The columns a list may be sorted by. */
  sortKeys: readonly (keyof R & string)[];
  defaultSort: { key: keyof R & string; order: SortOrder };
  /** The list's page size (spec §9: 20). */
  pageSize: number;
  /**
   * `'whole'`: the list call answers every filtered record as an array (spec §7's fleet lists), which the
   * portal sorts by the declaration's keys and pages itself; otherwise it answers one page (`ResourcePage`).
   */
  listAnswer?: 'page' | 'whole';
  /** The import's template; absent when the resource has no files. */
  importTemplate?: ImportTemplate<B>;
  endpoints: ResourceEndpoints;
}

/** The schemas that name a resource's fields, body first. */
export const schemasOf = (declaration: Pick<ResourceDeclaration<object, object>, 'schema' | 'querySchema' | 'recordSchema'>): FieldSchema[] =>
  declaration.recordSchema ? [declaration.schema, declaration.querySchema, declaration.recordSchema] : [declaration.schema, declaration.querySchema];

/** The body fields the history does not tell (another field of the record names what they hold). */
export const shownByKeys = (declaration: Pick<ResourceDeclaration<object, object>, 'shownBy'>): string[] => Object.keys(declaration.shownBy ?? {});

/**
 * The resource's file calls, when it declares all three (and its template); else none, and the page shows no files.
 * @example fileCallsOf(OWN_CARS)?.export // endpoints.ownCar.export
 */
export function fileCallsOf(declaration: Pick<ResourceDeclaration<object, object>, 'endpoints' | 'importTemplate'>): ResourceFileCalls | undefined {
  const { import: upload, export: download, exportTemplate } = declaration.endpoints;
  return upload && download && exportTemplate && declaration.importTemplate ? { import: upload, export: download, exportTemplate } : undefined;
}
