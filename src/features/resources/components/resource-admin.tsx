/**
 * A resource's admin page drawn from its declaration (issue 25 §1; docs/resources.md): the list (filter
 * form drawn by `SchemaForm`, sort by a column, 20 a page, row selection with 批量删除 after a
 * confirmation, an empty state, cards instead of a table below 768 px), the add form and the edit
 * form (`SchemaForm`; a refusal under its field), a record's detail with its history in words, and
 * the files (template, import, export of the filtered list, the import log).
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';

import { CHANGE_KIND_LABELS, changeWords, type CompiledForm } from '../../../../rules/index.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DescriptionList } from '../../../components/ui/description-list.tsx';
import { Section } from '../../../components/ui/layout.tsx';
import { ListTable, type Column } from '../../../components/ui/list-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { showErrorMessage, showMessage } from '../../../components/ui/toaster.tsx';
import { noLookups } from '../../../form-engine/lookups.ts';
import { SchemaForm } from '../../../form-engine/schema-form.tsx';
import { formRefusalOf, type FieldMessage } from '../../../lib/form-refusal.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import { fileCallsOf, schemasOf, shownByKeys, type ResourceDeclaration, type SortOrder } from '../../../shared/index.ts';
import { detailQuery, listQuery, resourceKeys, resourceWrites, type ListRequest } from '../api/resource-api.ts';
import { bodyForm, bodyOf, cellText, columnTitle, filterForm, type FieldChoices } from '../resource-forms.ts';
import { ResourceFiles } from './resource-files.tsx';

/** The resource forms draw text, number and choice fields only: no widget of theirs asks for a lookup. */
const NO_LOOKUPS = noLookups('资源表单不提供查询');
const NO_ERRORS: readonly FieldMessage[] = [];

type Declaration<R extends object, B extends object> = ResourceDeclaration<R, B>;

/**
 * A form that sends its data and shows a refusal under the field the server names (else as one
 * notification); what was typed stays. The refusal goes with the next keystroke.
 */
export function WriteForm<B>({ form, label, id, submitLabel, initial, onWrite, onDone, onCancel, normalise }: {
  form: CompiledForm; label: string; id: string; submitLabel: string; initial: B; onWrite: (data: B) => Promise<unknown>; onDone: () => void; onCancel?: (() => void) | undefined;
  /** What is typed rewritten as the server keeps it (the declaration's `normalise`). */
  normalise?: ((data: B) => B) | undefined;
}) {
  const [data, setState] = useState<B>(initial);
  const setData = useCallback((next: B) => setState(normalise ? normalise(next) : next), [normalise]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState(NO_ERRORS);
  const clearRefusal = useCallback(() => setErrors(NO_ERRORS), []);
  const submit = (value: B) => {
    setBusy(true);
    onWrite(value)
      .then(() => {
        setState(initial);
        onDone();
      })
      .catch((error: Error) => {
        const refusal = formRefusalOf(error);
        if (refusal === 'told') return;
        if (refusal) setErrors([refusal]);
        else showErrorMessage(error.message);
      })
      .finally(() => setBusy(false));
  };
  return (
    <Box onInput={clearRefusal} onChange={clearRefusal}>
      <SchemaForm<B> form={form} formData={data} errors={errors} onChange={setData} onSubmit={submit} lookups={NO_LOOKUPS} label={label} idPrefix={id}>
        <HStack mt="3" gap="3">
          <Button type="submit" colorPalette="blue" loading={busy}>{submitLabel}</Button>
          {onCancel ? <Button variant="outline" onClick={onCancel}>取消</Button> : null}
        </HStack>
      </SchemaForm>
    </Box>
  );
}

function FilterForm({ form, label, id, onFilter }: { form: CompiledForm; label: string; id: string; onFilter: (data: Record<string, unknown>) => void }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <SchemaForm<Record<string, unknown>> form={form} formData={data} onChange={setData} onSubmit={onFilter} lookups={NO_LOOKUPS} label={label} idPrefix={id}>
      <Box mt="2">
        <Button type="submit" size="sm" variant="outline">查询</Button>
      </Box>
    </SchemaForm>
  );
}

/** A section of the page named by its heading (a region a screen reader lists, and a test finds). */
export function NamedSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="ui-section" aria-labelledby={id}>
      <h2 className="ui-section__title" id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A panel that brings itself into sight when it opens (it opens below the list, at 390 px too). */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <Box ref={top}>
      <NamedSection title={title}>{children}</NamedSection>
    </Box>
  );
}

/** A record's fields and its history: who, when, what changed (field titles, code titles). */
function RecordDetail<R extends object>({ declaration, id, onEdit, onClose, extra }: {
  declaration: Declaration<object, object>; id: string; onEdit: (record: R) => void; onClose: () => void; extra?: ((record: R) => ReactNode) | undefined;
}) {
  const transport = useTransport();
  const detail = useQuery(detailQuery<R>(transport, declaration, id));
  const schemas = schemasOf(declaration);
  const record = detail.data?.record;
  const name = record ? cellText(declaration, record, declaration.nameKey) : '';
  return (
    <Panel title={`${declaration.label}详情${name ? `：${name}` : ''}`}>
      {record ? (
        <Stack gap="4">
          <DescriptionList items={declaration.columns.map((key) => ({ label: columnTitle(declaration, key), value: cellText(declaration, record, key) }))} />
          <HStack gap="3">
            <Button size="sm" colorPalette="blue" onClick={() => onEdit(record)}>编辑</Button>
            <Button size="sm" variant="outline" onClick={onClose}>关闭</Button>
          </HStack>
          {extra?.(record)}
          <Box>
            <Text fontWeight="semibold" mb="2">变更记录</Text>
            {(detail.data?.history ?? []).length === 0 ? <Text color="fg.muted">暂无变更记录</Text> : null}
            <Stack as="ol" aria-label="变更记录" gap="2" listStyleType="none">
              {(detail.data?.history ?? []).map((change) => (
                <Box as="li" key={change.id} borderWidth="1px" borderRadius="md" p="2">
                  <Text fontSize="sm" color="fg.muted">{`${change.changedAt} ${change.userName} ${CHANGE_KIND_LABELS[change.action]}`}</Text>
                  {changeWords(schemas, change.action, change.before, change.after, shownByKeys(declaration)).map((line) => (
                    <Text key={line} fontSize="sm">{line}</Text>
                  ))}
                </Box>
              ))}
            </Stack>
          </Box>
        </Stack>
      ) : (
        <Text color="fg.muted">正在加载…</Text>
      )}
    </Panel>
  );
}

/** The column header that sorts: 姓名 ↑ (ascending), ↓ (descending), or plain when the list is sorted by another. */
function SortButton({ title, active, order, onSort }: { title: string; active: boolean; order: SortOrder; onSort: () => void }) {
  const arrow = active ? (order === 'asc' ? ' ↑' : ' ↓') : '';
  return (
    <Button size="xs" variant="ghost" px="1" fontWeight="semibold" aria-label={`按${title}排序`} onClick={onSort}>
      {`${title}${arrow}`}
    </Button>
  );
}

/**
 * `choices`: the add / edit form's fields that hold another record's id, as choices by name (known when
 * the page runs); `detail`: what a resource adds to a record's detail (its own actions; `open` shows
 * another record's detail in its place, a cost centre's parent); `rowActions`:
 * a row's own buttons in 操作 beside 详情 and 编辑 (`refresh` reloads the list after one wrote); `editExtra`:
 * what the edit panel shows below the form (a car's owners and week); `deleteNote`: what the delete's
 * confirmation adds about the consequences; `batchActions`: a resource's own actions on the chosen rows
 * beside 批量删除 (`clear` empties the selection once done); `notice`: what the list says above its filter (the
 * policies about to run out); `onWritten`: told after each write, for what the page shows besides the list.
 *
 * @example <ResourceAdmin declaration={ENTERPRISE_USERS} deleteNote="删除后不能再登录，变更记录会保留。" />
 */
export function ResourceAdmin<R extends object, B extends object>({ declaration, choices, detail, rowActions, editExtra, deleteNote = '变更记录会保留。', batchActions, notice, onWritten }: {
  declaration: Declaration<R, B>;
  choices?: FieldChoices;
  detail?: (record: R, open: (id: string) => void) => ReactNode;
  rowActions?: (record: R, refresh: () => Promise<void>) => ReactNode;
  editExtra?: (record: R) => ReactNode;
  deleteNote?: string;
  batchActions?: (chosen: readonly R[], clear: () => void) => ReactNode;
  notice?: ReactNode;
  onWritten?: () => void;
}) {
  const transport = useTransport();
  const client = useQueryClient();
  const decl = declaration as unknown as Declaration<object, object>;
  const { label, name } = declaration;
  const forms = useMemo(() => ({ filter: filterForm(decl), body: bodyForm(decl, choices, 'add'), edit: bodyForm(decl, choices, 'edit') }), [decl, choices]);
  const hasDetail = declaration.endpoints.detail !== undefined;
  // What the declaration has: the batch delete (row selection), else a row's 删除 of one record; the files.
  const batch = declaration.endpoints.delete !== undefined;
  const single = !batch && declaration.endpoints.deleteOne !== undefined;
  const files = fileCallsOf(decl);
  const writes = useMemo(() => resourceWrites<R, B>(transport, decl), [transport, decl]);
  const [request, setRequest] = useState<ListRequest>({ filter: {}, sortKey: declaration.defaultSort.key, sortOrder: declaration.defaultSort.order, pageIndex: 1 });
  const list = useQuery(listQuery<R>(transport, decl, request));
  const [chosen, setChosen] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [editing, setEditing] = useState<R | null>(null);
  const idOf = (record: R) => String((record as Record<string, unknown>)[declaration.idKey]);
  // The chosen rows by their id as text (a checkbox's state); the delete sends each id as the record holds it (a driver's number).
  const heldIds = useRef(new Map<string, unknown>());
  const nameOf = (record: object) => cellText(decl, record, declaration.nameKey);
  const refresh = () => {
    onWritten?.();
    return client.invalidateQueries({ queryKey: resourceKeys.all(name) });
  };
  const remove = useMutation({
    mutationFn: async (ids: string[]) => {
      const held = ids.map((id) => heldIds.current.get(id) ?? id);
      if (batch) return writes.remove(held);
      await writes.removeOne(held[0]);
      return { deleted: 1 };
    },
    onSuccess: async (answer, ids) => {
      showMessage(`已删除 ${answer.deleted} 个${label}`, 'success');
      setChosen([]);
      if (shown !== null && ids.includes(shown)) setShown(null);
      await refresh();
    },
    onError: (error: Error) => showErrorMessage(error.message),
  });

  const rows = useMemo(() => {
    const items = list.data?.items ?? [];
    return declaration.view ? items.map(declaration.view) : items;
  }, [list.data, declaration]);
  const chosenRows = rows.filter((r) => chosen.includes(idOf(r)));
  const chosenNames = chosenRows.map(nameOf);
  const toggle = (record: R) => {
    const id = idOf(record);
    heldIds.current.set(id, (record as Record<string, unknown>)[declaration.idKey]);
    setChosen((all) => (all.includes(id) ? all.filter((x) => x !== id) : [...all, id]));
  };
  const deleteOne = () => {
    if (!deleting) return;
    const id = idOf(deleting);
    heldIds.current.set(id, (deleting as Record<string, unknown>)[declaration.idKey]);
    remove.mutate([id]);
  };
  const sortBy = (key: string) =>
    setRequest((r) => ({ ...r, sortKey: key, sortOrder: r.sortKey === key && r.sortOrder === 'asc' ? 'desc' : 'asc', pageIndex: 1 }));
  const filtered = Object.values(request.filter).some((v) => v !== undefined && v !== '' && v !== 0);

  const columns: Column<R>[] = [
    ...(batch ? [{ header: '选择', cell: (r: R) => <input type="checkbox" aria-label={`选择 ${nameOf(r)}`} checked={chosen.includes(idOf(r))} onChange={() => toggle(r)} /> }] : []),
    ...declaration.columns.map((key): Column<R> => {
      const title = columnTitle(decl, key);
      const sortable = (declaration.sortKeys as readonly string[]).includes(key);
      const active = request.sortKey === key;
      return {
        header: title,
        cell: (r) => cellText(decl, r, key),
        ...(sortable ? { headerCell: <SortButton title={title} active={active} order={request.sortOrder} onSort={() => sortBy(key)} /> } : {}),
        ...(active ? { ariaSort: request.sortOrder === 'asc' ? 'ascending' : 'descending' } : {}),
      };
    }),
    {
      header: '操作',
      cell: (r) => (
        <HStack gap="2">
          {hasDetail ? <Button size="xs" variant="outline" aria-label={`详情 ${nameOf(r)}`} onClick={() => { setEditing(null); setShown(idOf(r)); }}>详情</Button> : null}
          <Button size="xs" variant="outline" aria-label={`编辑 ${nameOf(r)}`} onClick={() => { setShown(null); setEditing(r); }}>编辑</Button>
          {single ? <Button size="xs" variant="outline" colorPalette="red" aria-label={`删除 ${nameOf(r)}`} onClick={() => setDeleting(r)}>删除</Button> : null}
          {rowActions?.(r, refresh)}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="2">
      <Section title={`${label}列表`}>
        {notice}
        <FilterForm form={forms.filter} label={`${label}筛选`} id={`${name}Filter`} onFilter={(filter) => { setChosen([]); setRequest((r) => ({ ...r, filter, pageIndex: 1 })); }} />
        {single ? (
          <ConfirmDialog open={deleting !== null} onOpenChange={(open) => { if (!open) setDeleting(null); }} title="确认删除" confirmLabel="确认删除" cancelLabel="再想想" onConfirm={deleteOne}>
            {`删除${label}（${deleting ? nameOf(deleting) : ''}）？${deleteNote}`}
          </ConfirmDialog>
        ) : null}
        {batch ? (
        <HStack mt="3" gap="3" wrap="wrap">
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="确认删除"
            confirmLabel="确认删除"
            cancelLabel="再想想"
            onConfirm={() => remove.mutate(chosen)}
            trigger={<Button size="sm" variant="outline" colorPalette="red" disabled={chosen.length === 0}>{`批量删除（${chosen.length}）`}</Button>}
          >
            {`删除选中的 ${chosen.length} 个${label}（${chosenNames.join('、')}）？${deleteNote}`}
          </ConfirmDialog>
        </HStack>
        ) : null}
        {batchActions?.(chosenRows, () => setChosen([]))}
        <Box mt="3">
          <ListTable
            label={label}
            rowKey={idOf}
            rows={rows}
            columns={columns}
            empty={list.isPending ? '正在加载…' : filtered ? `没有符合条件的${label}，请修改筛选条件` : `还没有${label}，可在下方添加${files ? '或导入' : ''}`}
          />
          <Pager pageIndex={request.pageIndex} pageSize={declaration.pageSize} total={list.data?.total ?? 0} onPage={(pageIndex) => setRequest((r) => ({ ...r, pageIndex }))} />
        </Box>
      </Section>
      {shown !== null ? <RecordDetail<R> key={shown} declaration={decl} id={shown} extra={detail ? (record) => detail(record, (id) => { setEditing(null); setShown(id); }) : undefined} onEdit={(record) => { setShown(null); setEditing(record); }} onClose={() => setShown(null)} /> : null}
      {editing ? (
        <Panel title={`编辑${label}`}>
          <WriteForm<B>
            key={idOf(editing)}
            form={forms.edit}
            label={`编辑${label}：${nameOf(editing)}`}
            id={`${name}Edit`}
            submitLabel="保存"
            initial={bodyOf<B>(decl, editing)}
            onWrite={writes.update}
            normalise={declaration.normalise}
            onDone={() => {
              const id = idOf(editing);
              showMessage(`${label}已保存`, 'success');
              setEditing(null);
              if (hasDetail) setShown(id);
              void refresh();
            }}
            onCancel={() => setEditing(null)}
          />
          {editExtra?.(editing)}
        </Panel>
      ) : null}
      <Section title={`添加${label}`}>
        <WriteForm<B>
          form={forms.body}
          label={`添加${label}`}
          id={name}
          submitLabel={`添加${label}`}
          initial={{} as B}
          onWrite={writes.add}
          normalise={declaration.normalise}
          onDone={() => {
            showMessage(`${label}已添加`, 'success');
            void refresh();
          }}
        />
      </Section>
      {files ? (
        <NamedSection title={`${label}导入与导出`}>
          <ResourceFiles declaration={decl} files={files} filter={request.filter} sort={{ sortKey: request.sortKey, sortOrder: request.sortOrder }} />
        </NamedSection>
      ) : null}
    </Stack>
  );
}
