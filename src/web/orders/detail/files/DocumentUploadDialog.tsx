/**
 * The upload modal of an order's files: file, document type, name and file kind — a form checked by
 * the domain's upload rules. The file is checked the moment it is chosen (size, extension) and again
 * by the server, which also reads its content. With `lockedType` it is the payment receipt's upload:
 * the type is shown locked and the file kind follows the file.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { type ChangeEvent, type ReactNode, useId, useMemo, useRef } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useController, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import type { Locale } from '../../../../domain/i18n';
import {
  allowedTypesText,
  DEFAULT_ORDER_FILE_MAX_MB,
  fileProblem,
  GENERAL_FILE_EXTENSIONS,
  nameFromFileName,
  ORDER_FILE_KIND_LABELS,
  ORDER_FILE_KINDS,
  type OrderFileKind,
  orderDocumentUploadFieldsSchema,
} from '../../../../domain/orders/files';
import type { OrderDocumentView } from '../../../../domain/orders/views';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { FormTextField } from '../../../ui/forms/FormTextField';
import { fieldErrorText, SERVER_ERROR } from '../../../ui/forms/fieldError';
import { useDomainResolver } from '../../../ui/forms/useDomainResolver';
import { refusalMessage } from '../../refusals';
import { OrderDialogForm } from '../OrderDialogForm';
import { DocumentTypeField, type UploadableDocumentType } from './DocumentTypeField';

const kindOf = (file: File): OrderFileKind => (file.type.startsWith('image/') ? 'image' : 'document');

interface Props {
  orderId: string;
  open: boolean;
  onClose: () => void;
  /** Runs after the upload (e.g. a validation request); a rejection keeps the dialog open. */
  onUploaded: (document: OrderDocumentView) => unknown;
  /** A type the user may not change (and then no file kind to choose: it follows the file). */
  lockedType?: UploadableDocumentType;
  /** Where the dialog's words are (the payment receipt has its own). */
  texts?: string;
  /** A line above the fields; a locked type explains itself with its `help` text by default. */
  help?: ReactNode;
  submitLabel?: string;
  /** Hooks of the tests for the file input and the locked type. */
  testIds?: { input: string; type?: string };
}

interface UploadForm {
  file: File | null;
  type: UploadableDocumentType;
  name: string;
  fileKind: OrderFileKind;
}

/** The upload's fields as the server checks them, with a file, in the dialog's words. */
const uploadFormSchema = (texts: string) =>
  orderDocumentUploadFieldsSchema.extend({
    file: z
      .instanceof(File, { message: `${texts}.fileRequired` })
      .nullable()
      .refine(Boolean, `${texts}.fileRequired`),
    name: z.string().trim().min(1, `${texts}.nameRequired`).max(200, 'validation.tooLong'),
    fileKind: z.enum(ORDER_FILE_KINDS),
  });

/** Mounted while open, so each opening starts empty. */
export function DocumentUploadDialog(props: Props) {
  return props.open ? <DocumentUploadForm {...props} /> : null;
}

function DocumentUploadForm({
  orderId,
  onClose,
  onUploaded,
  lockedType,
  texts: T = 'app.orderDocuments.files.upload',
  help,
  submitLabel,
  testIds = { input: 'order-file-input' },
}: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const resolver = useDomainResolver(useMemo(() => uploadFormSchema(T), [T]));
  // Once uploaded, a retry of the follow-up must not upload the same file twice.
  const uploaded = useRef<{ file: File; document: OrderDocumentView } | null>(null);
  const intro = help ?? (lockedType ? translate(`${T}.help`) : null);
  const defaultValues: UploadForm = {
    file: null,
    type: lockedType ?? 'custom',
    name: '',
    fileKind: 'document',
  };

  const submit = async ({ file, type, name, fileKind }: UploadForm) => {
    if (!file) return undefined;
    try {
      const document =
        uploaded.current?.file === file
          ? uploaded.current.document
          : await dataProvider.uploadOrderDocument({
              id: orderId,
              file,
              type,
              name: name.trim(),
              fileKind: lockedType ? kindOf(file) : fileKind,
            });
      uploaded.current = { file, document };
      await onUploaded(document);
      onClose();
      return undefined;
    } catch (error) {
      return { root: { serverError: refusalMessage(error) ?? translate(`${T}.error`) } };
    }
  };

  return (
    <OrderDialogForm<UploadForm>
      title={translate(`${T}.title`)}
      resolver={resolver}
      defaultValues={defaultValues}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={translate('ra.action.cancel')}
      submitLabel={submitLabel ?? translate(`${T}.save`)}
      submittingLabel={translate(`${T}.saving`)}
    >
      {intro && (
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
      )}
      {lockedType && (
        <DocumentTypeField
          label={translate(`${T}.type`)}
          value={lockedType}
          onChange={() => undefined}
          locked={{ type: lockedType, testId: testIds.type }}
        />
      )}
      <FileInput texts={T} testId={testIds.input} />
      {!lockedType && <TypeInput label={translate(`${T}.type`)} />}
      <FormTextField name="name" label={translate(`${T}.name`)} helperText=" " limits={{ max: 200 }} />
      {!lockedType && <FileKindInput label={translate(`${T}.fileKind`)} />}
    </OrderDialogForm>
  );
}

/** The file: checked as it is chosen; its name fills an empty name, an image is an image. */
function FileInput({ texts: T, testId }: { texts: string; testId: string }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const { getValues, setValue, setError, clearErrors } = useFormContext<UploadForm>();
  const { field, fieldState } = useController<UploadForm, 'file'>({ name: 'file' });
  const error = fieldErrorText(translate, fieldState.error);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = fileProblem(chosen);
    if (problem) {
      field.onChange(null);
      setError('file', { type: SERVER_ERROR, message: translate(`${T}.${problem.key}`, problem.vars) });
      return;
    }
    field.onChange(chosen);
    clearErrors('file');
    if (!getValues('name').trim()) setValue('name', nameFromFileName(chosen.name));
    if (chosen.type.startsWith('image/')) setValue('fileKind', 'image');
  };

  return (
    <Box>
      <FormLabel sx={{ display: 'block', mb: 1 }}>{translate(`${T}.file`)}</FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
          {translate(`${T}.choose`)}
        </Button>
        <Typography
          variant="body2"
          sx={{ color: field.value ? 'text.primary' : 'text.secondary', wordBreak: 'break-all' }}
        >
          {field.value ? field.value.name : translate(`${T}.noFile`)}
        </Typography>
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        name={field.name}
        data-testid={testId}
        accept={GENERAL_FILE_EXTENSIONS.map((e) => `.${e}`).join(',')}
        onChange={choose}
      />
      <Typography
        variant="caption"
        sx={{ display: 'block', mt: 1, color: error ? 'error.main' : 'text.secondary' }}
        role={error ? 'alert' : undefined}
      >
        {error ??
          translate(`${T}.hint`, {
            max: DEFAULT_ORDER_FILE_MAX_MB,
            types: allowedTypesText(GENERAL_FILE_EXTENSIONS),
          })}
      </Typography>
    </Box>
  );
}

function TypeInput({ label }: { label: string }) {
  const { field } = useController<UploadForm, 'type'>({ name: 'type' });
  return <DocumentTypeField label={label} value={field.value} onChange={field.onChange} />;
}

function FileKindInput({ label }: { label: string }) {
  const [locale] = useLocaleState();
  const labelId = useId();
  const { field } = useController<UploadForm, 'fileKind'>({ name: 'fileKind' });
  return (
    <Box>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value as OrderFileKind)}
      >
        {ORDER_FILE_KINDS.map((k) => (
          <FormControlLabel
            key={k}
            value={k}
            control={<Radio />}
            label={ORDER_FILE_KIND_LABELS[k][locale as Locale]}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
