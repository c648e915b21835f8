/**
 * A record form in a modal, on react-admin's `<Form>`: title, the refusal above the fields,
 * Cancelar / save with the "saving" state. The inputs inside read the form from its context. A
 * refused save comes back as react-admin's server-side validation errors (submissionErrors): each
 * on its field, the rest above the form, with the offer to reload when someone else changed the
 * record meanwhile.
 */
import {
  Box,
  Button,
  type ButtonProps,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { Form, useTranslate } from 'react-admin';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { serverMessageOf } from '../../providers/apiErrors';
import { FormFailure } from './FormFailure';
import { type SubmissionOptions, submissionErrors } from './submissionErrors';

export interface FormDialogProps<T extends FieldValues, TOut = T> {
  title: ReactNode;
  /** The save button's words while idle (while saving it says 'Guardando…', or `savingLabel`). */
  saveLabel: string;
  savingLabel?: string;
  /** Defaults to 'Cancelar'. */
  cancelLabel?: string;
  /** The save button's colour (a retention saves in the warning colour). */
  saveColor?: ButtonProps['color'];
  /** The save button's icon. */
  saveIcon?: ReactNode;
  /** The save button waits for a change (an edit that would send nothing). */
  saveNeedsChanges?: boolean;
  /** Checks the values; a schema that rewrites them (trim, upper case) hands its output to onSave. */
  resolver: Resolver<T, unknown, TOut>;
  defaultValues: DefaultValues<T>;
  /** Sends the values; rejects with the API's error when the save is refused. */
  onSave: (values: TOut) => Promise<void>;
  /** Which inputs a refusal's details may name. */
  errors: SubmissionOptions;
  onClose: () => void;
  /**
   * Reads the record again (after a 409) and answers the values to show, or null when it is gone
   * (the dialog then closes). Without it the stale warning offers no reload.
   */
  onReload?: () => Promise<DefaultValues<T> | null>;
  /** What the dialog says when that reading fails (by default the server's words or the lists'). */
  reloadError?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Layout of the fields (a grid of fields, or of titled groups). */
  formSx?: SxProps<Theme>;
  /** What the dialog says before the refusal and the fields (what happens on save). */
  intro?: ReactNode;
  children: ReactNode;
}

export function FormDialog<T extends FieldValues, TOut = T>({
  title,
  saveLabel,
  savingLabel,
  cancelLabel,
  saveColor,
  saveIcon,
  saveNeedsChanges = false,
  resolver,
  defaultValues,
  onSave,
  errors,
  onClose,
  onReload,
  reloadError,
  maxWidth = 'md',
  formSx = { display: 'grid', gap: 3 },
  intro,
  children,
}: FormDialogProps<T, TOut>) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  // What the form is doing, for the modal's own close (Escape, a click beside it).
  const formState = useRef({ isSubmitting: false, isDirty: false });
  const close = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (formState.current.isSubmitting) return;
    // A click beside the modal must not throw away what was typed.
    if (reason === 'backdropClick' && formState.current.isDirty) return;
    onClose();
  };

  const submit = async (values: FieldValues) => {
    try {
      await onSave(values as TOut);
      return undefined;
    } catch (error) {
      return submissionErrors(error, translate, errors);
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      sx={{
        '& .RaFormDialog-form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
      }}
    >
      <Form
        className="RaFormDialog-form"
        noValidate
        resolver={resolver as unknown as Resolver<FieldValues>}
        defaultValues={defaultValues}
        onSubmit={submit}
        // The refusal is said above the fields and on them: a toast would say it twice.
        disableInvalidFormNotification
      >
        <TrackFormState into={formState} />
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          {intro}
          <FormFailureWithReload onReload={onReload} onGone={onClose} reloadError={reloadError} />
          <Box sx={formSx}>{children}</Box>
        </DialogContent>
        <DialogBar
          saveLabel={saveLabel}
          savingLabel={savingLabel}
          cancelLabel={cancelLabel}
          saveColor={saveColor}
          saveIcon={saveIcon}
          saveNeedsChanges={saveNeedsChanges}
          onClose={onClose}
        />
      </Form>
    </Dialog>
  );
}

/** The refusal above the fields; a reload puts the latest record in the form and says so. */
function FormFailureWithReload<T extends FieldValues>({
  onReload,
  onGone,
  reloadError,
}: {
  onReload?: () => Promise<DefaultValues<T> | null>;
  onGone: () => void;
  reloadError?: string;
}) {
  const translate = useTranslate();
  const { reset, setError } = useFormContext<T>();
  const reload = async () => {
    let latest: DefaultValues<T> | null | undefined;
    try {
      latest = await onReload?.();
    } catch (error) {
      const message = reloadError ?? serverMessageOf(error) ?? translate('app.lists.error.title');
      setError('root.serverError', { type: 'server', message });
      return;
    }
    if (!latest) {
      onGone();
      return;
    }
    reset(latest);
    setError('root.reloaded', { type: 'info' });
  };
  return <FormFailure onReload={onReload ? () => void reload() : undefined} />;
}

function TrackFormState({ into }: { into: RefObject<{ isSubmitting: boolean; isDirty: boolean }> }) {
  const { isSubmitting, isDirty } = useFormState();
  useEffect(() => {
    into.current = { isSubmitting, isDirty };
  }, [into, isSubmitting, isDirty]);
  return null;
}

/** Cancelar and the save button. */
function DialogBar({
  saveLabel,
  savingLabel,
  cancelLabel,
  saveColor,
  saveIcon,
  saveNeedsChanges,
  onClose,
}: Pick<
  FormDialogProps<FieldValues>,
  'saveLabel' | 'savingLabel' | 'cancelLabel' | 'saveColor' | 'saveIcon' | 'saveNeedsChanges' | 'onClose'
>) {
  const translate = useTranslate();
  const { isSubmitting, isDirty } = useFormState();
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      <Button color="inherit" onClick={onClose} disabled={isSubmitting}>
        {cancelLabel ?? translate('app.lists.form.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        color={saveColor}
        disabled={saveNeedsChanges && !isDirty}
        loading={isSubmitting}
        loadingPosition="start"
        startIcon={saveIcon}
      >
        {isSubmitting ? (savingLabel ?? translate('app.lists.form.saving')) : saveLabel}
      </Button>
    </DialogActions>
  );
}
