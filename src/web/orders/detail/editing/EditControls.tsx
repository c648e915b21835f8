/**
 * The pieces every one-field edit shares: the edit button (only for whoever may edit the order;
 * disabled with the lock's reason as its tooltip while the order does not allow it), and the save/cancel bar of the editor's form with the problem of the last save (stale →
 * reload).
 */
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, CircularProgress, IconButton, Stack, Tooltip } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { EditableOrderField } from '../../../../domain/orders/locks';
import { useOrderEditing } from './useOrderEditing';

interface EditButtonProps {
  field: EditableOrderField;
  /** What is edited, for the accessible name ('Editar Fecha de entrega solicitada'). */
  label: string;
  /** A text button (section actions) instead of the pencil icon (summary fields). */
  text?: string;
}

export function EditButton({ field, label, text }: EditButtonProps) {
  const translate = useTranslate();
  const { lockOf, start, editing } = useOrderEditing();
  // A role that may never edit the order gets no pencil at all, not a disabled one.
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'edit' });
  if (editing === field || canAccess !== true) return null;
  const lock = lockOf(field);
  const name = text ?? translate('app.orderDetail.edit.editField', { field: label });
  const button = text ? (
    <Button
      size="small"
      variant="outlined"
      startIcon={<EditOutlined />}
      disabled={lock !== null}
      onClick={() => start(field)}
    >
      {text}
    </Button>
  ) : (
    <IconButton size="small" aria-label={name} disabled={lock !== null} onClick={() => start(field)}>
      <EditOutlined fontSize="small" />
    </IconButton>
  );
  // A disabled button fires no events: the span carries the tooltip and names the reason.
  return (
    <Tooltip title={lock ?? name} describeChild>
      <Box
        component="span"
        sx={{ display: 'inline-flex' }}
        data-testid={`edit-${field}`}
        data-locked={lock ? 'true' : 'false'}
        aria-label={lock ?? undefined}
      >
        {button}
      </Box>
    </Tooltip>
  );
}

/**
 * Save (the editor's form's submit, only when something changed) and cancel, and what went wrong
 * with the last save.
 */
export function EditActions({ canSave }: { canSave: boolean }) {
  const translate = useTranslate();
  const { saving, problem, cancel, reload } = useOrderEditing();
  return (
    <Box sx={{ mt: 2 }}>
      {problem && (
        <Alert
          severity={problem.kind === 'stale' ? 'warning' : 'error'}
          sx={{ mb: 2 }}
          action={
            problem.kind === 'stale' ? (
              <Button color="inherit" size="small" onClick={reload}>
                {translate('app.orderDetail.edit.reload')}
              </Button>
            ) : undefined
          }
        >
          {problem.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={cancel} disabled={saving} color="inherit">
          {translate('app.orderDetail.edit.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!canSave || saving || problem?.kind === 'stale'}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('app.orderDetail.edit.save')}
        </Button>
      </Stack>
    </Box>
  );
}
