/**
 * A record form on a page (not in a modal), on react-admin's form machinery (`useAugmentedForm`,
 * what `<Form>` uses) but rendered as a named `<form>`, since `<Form>` takes no accessible name and
 * the screens are found by it. A refused save comes back as react-admin's server-side validation
 * errors (submissionErrors): each on its field, the rest above the form (`FormFailure`), a stale
 * record as `root.stale`. The inputs inside read the form from its context.
 */
import { Box, type SxProps, type Theme } from '@mui/material';
import { type KeyboardEventHandler, type ReactNode, useState } from 'react';
import { useAugmentedForm, useTranslate } from 'react-admin';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { type SubmissionErrors, type SubmissionOptions, submissionErrors } from './submissionErrors';

export interface PageFormProps<T extends FieldValues, TOut = T> {
  /** The form's accessible name. */
  label: string;
  resolver: Resolver<T, unknown, TOut>;
  /**
   * The values the form starts from, read once: a record read again later must not wipe what is
   * being typed (or the form's own notes); the page moves the form with `reset` when it means to.
   */
  defaultValues: DefaultValues<T>;
  /**
   * Sends the values; rejects with the API's error when the save is refused. The form is handed
   * along for what follows a save (start again from the saved record).
   */
  onSave: (values: TOut, form: UseFormReturn<T>) => Promise<void>;
  /**
   * A rule only the page knows ("nothing changed"), checked before sending: the errors to show
   * instead, placed like a refusal's, or undefined to go on.
   */
  check?: (values: TOut) => SubmissionErrors | undefined;
  /** Which inputs a refusal's details may name. */
  errors: SubmissionOptions;
  sx?: SxProps<Theme>;
  /** E.g. Escape to leave an in-place edit. */
  onKeyDown?: KeyboardEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function PageForm<T extends FieldValues, TOut = T>({
  label,
  resolver,
  defaultValues,
  onSave,
  check,
  errors,
  sx,
  onKeyDown,
  children,
}: PageFormProps<T, TOut>) {
  const translate = useTranslate();
  const [initialValues] = useState(defaultValues);
  const { form, formHandleSubmit } = useAugmentedForm<FieldValues>({
    resolver: resolver as unknown as Resolver<FieldValues>,
    defaultValues: initialValues,
    // The refusal is said above the fields and on them: a toast would say it twice.
    disableInvalidFormNotification: true,
    onSubmit: async (values: FieldValues) => {
      const refused = check?.(values as TOut);
      if (refused) return refused;
      try {
        await onSave(values as TOut, form as unknown as UseFormReturn<T>);
        return undefined;
      } catch (error) {
        return submissionErrors(error, translate, errors);
      }
    },
  });
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label={label}
        onSubmit={formHandleSubmit}
        onKeyDown={onKeyDown}
        sx={sx}
      >
        {children}
      </Box>
    </FormProvider>
  );
}
