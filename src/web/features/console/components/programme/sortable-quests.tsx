import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ProgrammeQuest } from '../../api/get-programme-realm.ts';

/**
 * The realm's quests in the order creators meet them, reordered by dragging
 * a quest's handle or by keyboard (focus the handle, Space to pick it up,
 * arrows to move it, Space to drop, Escape to cancel), with dnd-kit. Every
 * move is said aloud in the quests' titles. `onReorder` saves a new order;
 * the list shows it at once and goes back if saving fails.
 */
export function SortableQuests(props: {
  quests: ProgrammeQuest[];
  onReorder: (questIds: string[]) => Promise<void>;
  renderQuest: (quest: ProgrammeQuest, index: number) => ReactNode;
}) {
  // The order being saved, shown until the saved one comes back (or dropped if saving fails).
  const [pending, setPending] = useState<string[] | null>(null);
  const order = pending ?? props.quests.map((quest) => quest.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(props.quests.map((quest) => [quest.id, quest]));
  const titleOf = (id: string | number) => byId.get(String(id))?.title ?? 'the quest';
  const placeOf = (id: string | number | undefined) => order.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}, place ${placeOf(active.id)} of ${order.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} moved to place ${placeOf(over.id)} of ${order.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at place ${placeOf(over.id)} of ${order.length}.`
        : undefined,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  async function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const after = arrayMove(
      order,
      order.indexOf(String(active.id)),
      order.indexOf(String(over.id)),
    );
    setPending(after);
    try {
      await props.onReorder(after);
    } catch {
      // The list goes back to the order saved before; the caller has said why.
    } finally {
      setPending(null);
    }
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(event) => void handleDragEnd(event)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a quest, press Space to pick it up, the up and down arrows to move it, Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-3">
          {order.map((id, index) => {
            const quest = byId.get(id);
            return quest ? (
              <SortableItem key={id} id={id} title={quest.title}>
                {props.renderQuest(quest, index)}
              </SortableItem>
            ) : null;
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem(props: { id: string; title: string; children: ReactNode }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: props.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={
        isDragging
          ? 'relative z-10 flex items-stretch gap-2 rounded-(--radius-card) shadow-lg'
          : 'flex items-stretch gap-2'
      }
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${props.title}`}
        className="flex w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-xl border border-line bg-white text-ink-soft hover:bg-ember-50 active:cursor-grabbing"
      >
        <GripVertical className="size-5" aria-hidden />
      </button>
      <div className="min-w-0 flex-1">{props.children}</div>
    </li>
  );
}
