/**
 * A small form inside the section (an invoice, a credit note): react-admin's `<Form>` over a domain
 * schema, the refusal above the fields and on them, Cancelar and the save button. `onSave` rejects
 * with the API's error when the save is refused; the toast, if any, is the caller's.
 */
import { Box, Button, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { type DefaultValues, type FieldValues, type Resolver, useFormState } from 'react-hook-form';
import { FormFailure } from '../../ui/forms/FormFailure';
import { submissionErrors } from '../../ui/forms/submissionErrors';

interface Props<T extends FieldValues, TOut> {
  resolver: Resolver<T, unknown, TOut>;
  defaultValues: DefaultValues<T>;
  onSave: (values: TOut) => Promise<void>;
  fields: readonly string[];
  saveLabel: string;
  onCancel: () => void;
  testId?: string;
  children: ReactNode;
}

function Bar({ saveLabel, onCancel }: { saveLabel: string; onCancel: () => void }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
      <Button color="inherit" onClick={onCancel} disabled={isSubmitting}>
        {translate('app.lists.form.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={isSubmitting}>
        {saveLabel}
      </Button>
    </Box>
  );
}

export function InlineForm<T extends FieldValues, TOut>({
  resolver,
  defaultValues,
  onSave,
  fields,
  saveLabel,
  onCancel,
  testId,
  children,
}: Props<T, TOut>) {
  const translate = useTranslate();
  const submit = async (values: FieldValues) => {
    try {
      await onSave(values as TOut);
      return undefined;
    } catch (error) {
      return submissionErrors(error, translate, { fields });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 1.5, bgcolor: 'action.hover' }} data-testid={testId}>
      <Form
        noValidate
        resolver={resolver as unknown as Resolver<FieldValues>}
        defaultValues={defaultValues}
        onSubmit={submit}
        disableInvalidFormNotification
      >
        <FormFailure />
        <Box sx={{ display: 'grid', gap: 2 }}>
          {children}
          <Bar saveLabel={saveLabel} onCancel={onCancel} />
        </Box>
      </Form>
    </Paper>
  );
}
