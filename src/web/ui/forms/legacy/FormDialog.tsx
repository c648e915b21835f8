/**
 * The modal frame of a record form: title, the refusal above the fields, Cancelar / save with the
 * "saving" state. A refused save's per-field details land on the fields (problemOfSave); the rest
 * is said above the form, with the offer to reload when someone else changed the record.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type FieldValues, type UseFormReturn, useFormState } from 'react-hook-form';
import { FormFailure, type FormProblem } from './FormFailure';
import { problemOfSave, type SaveFailureOptions } from './saveFailure';

export interface FormDialogProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  title: ReactNode;
  /** The save button's words while idle (while saving it says 'Guardando…'). */
  saveLabel: string;
  /** Sends the values; rejects with the API's error when the save is refused. */
  onSave: (values: T) => Promise<void>;
  /** Which fields a refusal's details may name. */
  failure: SaveFailureOptions<T>;
  onClose: () => void;
  /**
   * Reads the record again into the form (after a 409); resolves false when it is gone, and the
   * dialog then closes. Without it the stale warning offers no reload.
   */
  onReload?: () => Promise<boolean>;
  maxWidth?: 'sm' | 'md';
  /** Layout of the form element (a grid of fields, or of titled groups). */
  formSx?: SxProps<Theme>;
  children: ReactNode;
}

export function FormDialog<T extends FieldValues>({
  form,
  title,
  saveLabel,
  onSave,
  failure,
  onClose,
  onReload,
  maxWidth = 'md',
  formSx = { display: 'grid', gap: 3 },
  children,
}: FormDialogProps<T>) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const { isSubmitting, isDirty } = useFormState({ control: form.control });

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onSave(values);
    } catch (error) {
      setProblem(problemOfSave(error, translate, form.setError, failure));
    }
  });

  const reloadLatest = async () => {
    if (!(await onReload?.())) {
      onClose();
      return;
    }
    setProblem({ kind: 'reloaded' });
  };

  const close = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (isSubmitting) return;
    // A click beside the modal must not throw away what was typed.
    if (reason === 'backdropClick' && isDirty) return;
    onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <FormFailure problem={problem} onReload={onReload ? () => void reloadLatest() : undefined} />
        <Box component="form" id={formId} noValidate onSubmit={submit} sx={formSx}>
          {children}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={isSubmitting}>
          {translate('app.lists.form.cancel')}
        </Button>
        {/* Outside the form element, so it names the form it submits. */}
        <Button
          type="submit"
          form={formId}
          variant="contained"
          loading={isSubmitting}
          loadingPosition="start"
        >
          {isSubmitting ? translate('app.lists.form.saving') : saveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
