/**
 * The selection of a queue for its bulk action, kept by the surrounding react-admin list
 * (`selectedIds`): a box per row naming the row, and one for every selectable row of the page.
 * Rows that take no part get no box, or a disabled one when the queue wants them seen as such.
 */
import { Checkbox } from '@mui/material';
import type { MouseEvent } from 'react';
import { type Identifier, type RaRecord, useListContext } from 'react-admin';

export interface QueueSelection<R extends RaRecord> {
  /** May this row take part in the bulk action? */
  selectable: (row: R) => boolean;
  /** What a row that may not take part shows: no box (the default) or a disabled one. */
  unselectable?: 'hidden' | 'disabled';
  /** The row box's accessible name ('Seleccionar orden 000123'). */
  rowLabel: (row: R) => string;
  /** The page box's accessible name. */
  pageLabel: string;
}

const keepRowClick = (event: MouseEvent) => event.stopPropagation();

export function SelectRowBox<R extends RaRecord>({
  row,
  selection,
}: {
  row: R;
  selection: QueueSelection<R>;
}) {
  const { selectedIds, onToggleItem } = useListContext<R>();
  const selectable = selection.selectable(row);
  if (!selectable && selection.unselectable !== 'disabled') return null;
  return (
    <Checkbox
      size="small"
      checked={selectable && selectedIds.includes(row.id)}
      disabled={!selectable}
      onChange={() => onToggleItem(row.id)}
      onClick={keepRowClick}
      slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
      sx={{ p: 0.5 }}
    />
  );
}

/** Selects every selectable row of the page shown, or clears them when all already are. */
export function SelectPageBox<R extends RaRecord>({ selection }: { selection: QueueSelection<R> }) {
  const { data = [], selectedIds, onSelect } = useListContext<R>();
  const ids: Identifier[] = data.filter(selection.selectable).map((row) => row.id);
  if (ids.length === 0 && selection.unselectable !== 'disabled') return null;
  const chosen = ids.filter((id) => selectedIds.includes(id)).length;
  const all = ids.length > 0 && chosen === ids.length;
  const toggle = () =>
    onSelect(
      all
        ? selectedIds.filter((id) => !ids.includes(id))
        : [...selectedIds, ...ids.filter((id) => !selectedIds.includes(id))],
    );
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={chosen > 0 && !all}
      disabled={ids.length === 0}
      onChange={toggle}
      slotProps={{ input: { 'aria-label': selection.pageLabel } }}
      sx={{ p: 0.5 }}
    />
  );
}
