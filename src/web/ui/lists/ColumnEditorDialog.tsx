/**
 * The column editor: show or hide each column of the order list, select all, reset to the default
 * set, and save to the user's preferences (the original client's toasts say how it went). The order number
 * always shows: it is the way into the order. Other order tables (pending release) pass their own
 * columns, defaults, fixed columns and labels; without them it edits the order list's.
 */
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  DEFAULT_ORDER_LIST_COLUMNS,
  FIXED_ORDER_LIST_COLUMNS,
  ORDER_LIST_COLUMNS,
  type OrderListColumn,
} from '../../../domain/orders/listColumns';

export interface ColumnEditorDialogProps<C extends string = OrderListColumn> {
  open: boolean;
  visible: readonly C[];
  saving: boolean;
  onClose: () => void;
  onSave: (next: C[]) => Promise<boolean>;
  /** Every column of the table, in its order (default: the order list's). */
  columns?: readonly C[];
  /** What "reset" brings back. */
  defaults?: readonly C[];
  isFixed?: (column: C) => boolean;
  labelOf?: (column: C) => string;
}

export function ColumnEditorDialog<C extends string = OrderListColumn>({
  open,
  visible,
  saving,
  onClose,
  onSave,
  columns = ORDER_LIST_COLUMNS as unknown as readonly C[],
  defaults = DEFAULT_ORDER_LIST_COLUMNS as unknown as readonly C[],
  isFixed = (column: C) => (FIXED_ORDER_LIST_COLUMNS as readonly string[]).includes(column),
  labelOf,
}: ColumnEditorDialogProps<C>) {
  const translate = useTranslate();
  const text = (key: string) => translate(`app.orderList.columnEditor.${key}`);
  const label = labelOf ?? ((column: C) => translate(`app.orderList.columns.${column}`));
  const [checked, setChecked] = useState<Set<C>>(new Set(visible));
  // Each opening starts from what is saved.
  useEffect(() => {
    if (open) setChecked(new Set(visible));
  }, [open, visible]);

  const toggle = (column: C) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(column)) next.delete(column);
      else next.add(column);
      return next;
    });
  const allChecked = columns.every((c) => checked.has(c));

  const save = async () => {
    const ok = await onSave(columns.filter((c) => checked.has(c) || isFixed(c)));
    if (ok) onClose();
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{text('title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {text('help')}
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              checked={allChecked}
              indeterminate={!allChecked && checked.size > 1}
              onChange={() => setChecked(new Set(columns))}
              disabled={allChecked}
            />
          }
          label={text('selectAll')}
          sx={{ fontWeight: 600, '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
        />
        <FormGroup sx={{ pl: 1.5 }}>
          {columns.map((column) => {
            const fixed = isFixed(column);
            return (
              <FormControlLabel
                key={column}
                control={
                  <Checkbox
                    checked={fixed || checked.has(column)}
                    disabled={fixed}
                    onChange={() => toggle(column)}
                  />
                }
                label={fixed ? `${label(column)} · ${text('fixed')}` : label(column)}
              />
            );
          })}
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Button onClick={() => setChecked(new Set(defaults))} disabled={saving}>
          {text('reset')}
        </Button>
        <span>
          <Button onClick={onClose} disabled={saving} sx={{ mr: 1 }}>
            {text('cancel')}
          </Button>
          <Button variant="contained" onClick={save} disabled={saving}>
            {saving ? text('saving') : text('save')}
          </Button>
        </span>
      </DialogActions>
    </Dialog>
  );
}
