/**
 * A list whose items are dragged into order (issue 24 §1: the config form view's special fields and
 * their options), with @dnd-kit: each item's card (`ArrayItemCard`) gets a handle, a button the
 * keyboard reaches; a pointer drags it, and from the keyboard Space picks the item up, the arrows
 * move it, Space drops it and Escape puts it back, each step said in Chinese to a screen reader.
 *
 * RJSF's array field moves an item one place at a time only (上移, 下移), so a drop is handed to the
 * `ItemMoveContext` above the form, `(path, from, to)` with the list's path in the form data: the page
 * that owns the data moves the item and draws the form again. Chosen per list through the uiSchema
 * (`'ui:options': { ArrayFieldTemplate: SortableArrayFieldTemplate, ArrayFieldItemTemplate: ArrayItemCard }`).
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** What is called once an item of a sortable list is dropped at another place. */
export type ItemMove = (path: readonly (string | number)[], from: number, to: number) => void;

/** Where the drops of the form's sortable lists go: the page that owns the form's data. */
export const ItemMoveContext = createContext<ItemMove | undefined>(undefined);

/** The data each sortable item carries for the announcements: its name as the admin reads it. */
interface ItemData {
  name: string;
}

/** The list an item is drawn in: how its items are named for the drag (`undefined`: not sortable). */
const SortableListContext = createContext<{ idOf: (index: number) => string } | undefined>(undefined);

const indexOf = (id: UniqueIdentifier): number => Number(String(id).split(':').at(-1));
const nameOf = (data: unknown): string => (data as { current?: ItemData } | undefined)?.current?.name ?? '此项';

/**
 * What is said while an item is dragged (the page speaks Chinese). A place is said when the item
 * comes to it, not again for the place it is at (dnd-kit reports the item over its own place as
 * soon as it is picked up, which would cut off what was said on picking it up).
 */
function announcements(): Announcements {
  let at: UniqueIdentifier | undefined;
  return {
    onDragStart: ({ active }) => {
      at = active.id;
      return `已拿起「${nameOf(active.data)}」，当前在第 ${indexOf(active.id) + 1} 位。按方向键移动，空格键放下，Esc 键取消。`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === (at ?? null)) return undefined;
      at = over?.id;
      return over ? `「${nameOf(active.data)}」移到第 ${indexOf(over.id) + 1} 位。` : `「${nameOf(active.data)}」不在列表中。`;
    },
    // The page says the drop too (its live region outlives the form drawn again with the new order).
    onDragEnd: ({ active, over }) => (over ? `已将「${nameOf(active.data)}」移到第 ${indexOf(over.id) + 1} 位` : undefined),
    onDragCancel: ({ active }) => `已取消移动，「${nameOf(active.data)}」回到第 ${indexOf(active.id) + 1} 位。`,
  };
}

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: '按空格键拿起此项，方向键移动，再按空格键放下，按 Esc 键取消。',
};

/**
 * The sensors' options, one object each for the page's life: `useSensor` makes a new sensor for new
 * options, and new sensors give dnd-kit's context a new value, which draws every item of the list
 * again (all 500 rows of the config form view at the caps, for a key typed into one of them).
 */
const POINTER = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * A list whose items (each drawn in a `SortableItem`) can be dragged into order: `onMove(from, to)`
 * when one is dropped at another place. `listId` names the list's items for the drag
 * (`${listId}:${index}`). Used by the RJSF lists below and by lists drawn outside RJSF (the config
 * form view's special fields, each its own small form).
 */
export function SortableList({ listId, count, onMove, children }: { listId: string; count: number; onMove: (from: number, to: number) => void; children: ReactNode }) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  const list = useMemo(() => ({ idOf: (index: number) => `${listId}:${index}` }), [listId]);
  const ids = useMemo(() => Array.from({ length: count }, (_, index) => list.idOf(index)), [count, list]);
  const accessibility = useMemo(() => ({ announcements: announcements(), screenReaderInstructions: INSTRUCTIONS }), []);
  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={drop} accessibility={accessibility}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <SortableListContext.Provider value={list}>{children}</SortableListContext.Provider>
      </SortableContext>
    </DndContext>
  );
}

/** The theme's array template inside a drag context: its items (drawn by `ArrayItemCard`) can be dragged into order. */
export function SortableArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { registry, items, fieldPathId } = props;
  const Template = registry.templates.ArrayFieldTemplate;
  const onItemMove = useContext(ItemMoveContext);
  const onMove = (from: number, to: number) => onItemMove?.(fieldPathId.path, from, to);
  return (
    <SortableList listId={fieldPathId.$id} count={items.length} onMove={onMove}>
      <Template {...props} />
    </SortableList>
  );
}

export interface SortableItemProps {
  index: number;
  /** The item's name as said while it is dragged (`项目编号`), and its title on the handle. */
  name: string;
  title: string;
  /** The handle's id (`cfg_specialFields_2__drag`): the page puts the focus back on it after a drop. */
  handleId: string;
  children: (parts: { handle: ReactNode; ref: (node: HTMLElement | null) => void; style: React.CSSProperties | undefined }) => ReactNode;
}

/** An item of a sortable list: its card's ref and style while dragged, and its handle; outside one, no handle. */
export function SortableItem(props: SortableItemProps) {
  const list = useContext(SortableListContext);
  return list ? <DraggableItem {...props} id={list.idOf(props.index)} /> : <>{props.children({ handle: null, ref: noRef, style: undefined })}</>;
}

const noRef = () => undefined;

function DraggableItem({ id, name, title, handleId, children }: SortableItemProps & { id: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, data: { name } satisfies ItemData });
  const handle = (
    <button
      type="button"
      id={handleId}
      ref={setActivatorNodeRef}
      className="fe-drag-handle"
      {...attributes}
      {...listeners}
      aria-roledescription="可拖动排序的项"
      aria-label={`拖动排序：${title}`}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  const style = { transform: CSS.Translate.toString(transform), transition, position: 'relative' as const, zIndex: isDragging ? 1 : undefined };
  return <>{children({ handle, ref: setNodeRef, style })}</>;
}
