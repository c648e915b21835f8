/**
 * The frame of the order page's dialogs that are forms (add or edit a file, cancel the order): a
 * modal around react-admin's `<Form>`, the fields reading the form from its context, what the
 * server refused above the buttons (the kit's FormFailure), and the dialog's own words on its
 * buttons ('Regresar' / 'Confirmar cancelación', 'Subir' / 'Subiendo...'). While it sends, it
 * cannot be closed.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { Form } from 'react-admin';
import { type DefaultValues, type FieldValues, type Resolver, useFormState, useWatch } from 'react-hook-form';
import { FormFailure } from '../../ui/forms/FormFailure';
import type { SubmissionErrors } from '../../ui/forms/submissionErrors';

export interface OrderDialogFormProps<T extends FieldValues> {
  title: string;
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** Sends the values; answers the errors to place when refused (react-admin's server-side validation). */
  onSubmit: (values: T) => Promise<SubmissionErrors | undefined>;
  onClose: () => void;
  cancelLabel: string;
  submitLabel: string;
  submittingLabel: string;
  submitColor?: 'primary' | 'error';
  /** When the rules are checked: on submit (the default), or as the user types. */
  mode?: 'onSubmit' | 'onChange';
  /** Whether the values may be sent at all (something changed, what it needs has loaded). */
  canSubmit?: (values: T) => boolean;
  children: ReactNode;
}

export function OrderDialogForm<T extends FieldValues>({
  title,
  resolver,
  defaultValues,
  onSubmit,
  onClose,
  mode = 'onSubmit',
  children,
  ...bar
}: OrderDialogFormProps<T>) {
  const titleId = useId();
  const submitting = useRef(false);
  return (
    <Dialog
      open
      onClose={() => {
        if (!submitting.current) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <Form
        noValidate
        mode={mode}
        resolver={resolver as Resolver<FieldValues>}
        defaultValues={defaultValues}
        onSubmit={(values: FieldValues) => onSubmit(values as T)}
        disableInvalidFormNotification
      >
        <TrackSubmitting into={submitting} />
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {children}
            <FormFailure />
          </Stack>
        </DialogContent>
        <DialogBar<T> onClose={onClose} {...bar} />
      </Form>
    </Dialog>
  );
}

function TrackSubmitting({ into }: { into: RefObject<boolean> }) {
  const { isSubmitting } = useFormState();
  useEffect(() => {
    into.current = isSubmitting;
  }, [into, isSubmitting]);
  return null;
}

type DialogBarProps<T extends FieldValues> = Pick<
  OrderDialogFormProps<T>,
  'onClose' | 'cancelLabel' | 'submitLabel' | 'submittingLabel' | 'submitColor' | 'canSubmit'
>;

function DialogBar<T extends FieldValues>({
  onClose,
  cancelLabel,
  submitLabel,
  submittingLabel,
  submitColor = 'primary',
  canSubmit,
}: DialogBarProps<T>) {
  const { isSubmitting } = useFormState();
  const values = useWatch() as T;
  return (
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onClose} disabled={isSubmitting}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        variant="contained"
        color={submitColor}
        loading={isSubmitting}
        loadingPosition="start"
        disabled={canSubmit ? !canSubmit(values) : false}
      >
        {isSubmitting ? submittingLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
