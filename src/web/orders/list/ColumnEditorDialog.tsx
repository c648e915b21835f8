/**
 * The column editor: show or hide each column of the order list, select all, reset to the default
 * set, and save to the user's preferences (the seeds' toasts say how it went). The order number
 * always shows: it is the way into the order.
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
  ORDER_LIST_COLUMNS,
  type OrderListColumn,
} from '../../../domain/orders/listColumns';
import { isFixedColumn } from './orderColumns';

export interface ColumnEditorDialogProps {
  open: boolean;
  visible: readonly OrderListColumn[];
  saving: boolean;
  onClose: () => void;
  onSave: (next: OrderListColumn[]) => Promise<boolean>;
}

export function ColumnEditorDialog({ open, visible, saving, onClose, onSave }: ColumnEditorDialogProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`app.orderList.columnEditor.${key}`);
  const [checked, setChecked] = useState<Set<OrderListColumn>>(new Set(visible));
  // Each opening starts from what is saved.
  useEffect(() => {
    if (open) setChecked(new Set(visible));
  }, [open, visible]);

  const toggle = (column: OrderListColumn) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(column)) next.delete(column);
      else next.add(column);
      return next;
    });
  const allChecked = ORDER_LIST_COLUMNS.every((c) => checked.has(c));

  const save = async () => {
    const ok = await onSave(ORDER_LIST_COLUMNS.filter((c) => checked.has(c) || isFixedColumn(c)));
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
              onChange={() => setChecked(new Set(ORDER_LIST_COLUMNS))}
              disabled={allChecked}
            />
          }
          label={text('selectAll')}
          sx={{ fontWeight: 600, '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
        />
        <FormGroup sx={{ pl: 1.5 }}>
          {ORDER_LIST_COLUMNS.map((column) => {
            const fixed = isFixedColumn(column);
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
                label={
                  fixed
                    ? `${translate(`app.orderList.columns.${column}`)} · ${text('fixed')}`
                    : translate(`app.orderList.columns.${column}`)
                }
              />
            );
          })}
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Button onClick={() => setChecked(new Set(DEFAULT_ORDER_LIST_COLUMNS))} disabled={saving}>
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
