/**
 * An invoice's credit notes: number, date, value without VAT and document — a table, cards on
 * phones — with, for who writes, adding one (its file uploaded first) and deleting each.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { businessDay } from '../../../domain/dates';
import type { Locale } from '../../../domain/i18n';
import {
  type CreditNoteBody,
  type CreditNoteInput,
  type CreditNoteView,
  creditNoteInputSchema,
  type InvoiceView,
} from '../../../domain/logistics';
import { INVOICE_FILE_EXTENSIONS } from '../../../domain/orders/files';
import { formatDate } from '../../format';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConfirmDeleteDialog } from '../../ui/feedback/ConfirmDeleteDialog';
import { FormDateField } from '../../ui/forms/FormDateField';
import { FormTextField } from '../../ui/forms/FormTextField';
import { useDomainResolver } from '../../ui/forms/useDomainResolver';
import { useIsPhone } from '../../ui/useIsPhone';
import { InlineForm } from './InlineForm';
import { ChosenFile, type Currency, money } from './InvoiceTab';
import { DocumentButton } from './LogisticsFiles';
import { T, useLogisticsWrites } from './logisticsQueries';

const N = `${T}.creditNotes`;

function CreditNoteForm({
  orderId,
  shipmentId,
  onDone,
  onChanged,
}: {
  orderId: string;
  shipmentId: string;
  onDone: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const today = useMemo(() => businessDay(), []);
  const resolver = useDomainResolver(useMemo(() => creditNoteInputSchema(today), [today]));
  const dataProvider = useDataProvider<AppDataProvider>();
  const { applied, done, fail } = useLogisticsWrites(orderId, onChanged);
  const [file, setFile] = useState<File | null>(null);
  const save = async (values: CreditNoteBody) => {
    try {
      const documentId = file
        ? (await dataProvider.uploadLogisticsFile(orderId, shipmentId, file, 'credit_note')).id
        : null;
      applied(await dataProvider.addCreditNote(orderId, shipmentId, { ...values, documentId }));
    } catch (error) {
      fail(`${T}.saveFailed`, error);
      throw error;
    }
    done(`${N}.added`);
    onDone();
  };
  return (
    <InlineForm<CreditNoteInput, CreditNoteBody>
      resolver={resolver}
      defaultValues={{ number: '', creditDate: today, totalValue: '', documentId: null }}
      onSave={save}
      fields={['number', 'creditDate', 'totalValue', 'documentId']}
      saveLabel={translate(`${N}.save`)}
      onCancel={onDone}
      testId="credit-note-form"
    >
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <FormTextField name="number" required label={translate(`${N}.number`)} />
        <FormDateField name="creditDate" required label={translate(`${N}.date`)} max={today} />
        <FormTextField
          name="totalValue"
          required
          label={translate(`${N}.value`)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <ChosenFile file={file} current={null} allowed={INVOICE_FILE_EXTENSIONS} onFile={setFile} />
      </Box>
    </InlineForm>
  );
}

export function CreditNotes({
  orderId,
  shipmentId,
  invoice,
  currency,
  write,
  onChanged,
}: {
  orderId: string;
  shipmentId: string;
  invoice: NonNullable<InvoiceView>;
  currency: Currency;
  write: boolean;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const phone = useIsPhone();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { applied, done } = useLogisticsWrites(orderId, onChanged);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CreditNoteView | null>(null);
  const notes = invoice.creditNotes;
  const remove = (note: CreditNoteView) => (
    <IconButton
      size="small"
      color="error"
      aria-label={translate(`${N}.delete`, { number: note.number })}
      onClick={() => setRemoving(note)}
    >
      <DeleteOutlineRounded fontSize="small" />
    </IconButton>
  );
  const doc = (note: CreditNoteView) =>
    note.document ? <DocumentButton doc={note.document} variant="icon" label={note.document.name} /> : '—';

  return (
    <Box data-testid="credit-notes">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2">{translate(`${N}.title`)}</Typography>
        {write && !adding && (
          <Button size="small" startIcon={<AddRounded />} onClick={() => setAdding(true)}>
            {translate(`${N}.add`)}
          </Button>
        )}
      </Stack>
      {adding && (
        <Box sx={{ mb: 1.5 }}>
          <CreditNoteForm
            orderId={orderId}
            shipmentId={shipmentId}
            onDone={() => setAdding(false)}
            onChanged={onChanged}
          />
        </Box>
      )}
      {notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${N}.empty`)}
        </Typography>
      ) : phone ? (
        <Stack spacing={1}>
          {notes.map((note) => (
            <Paper
              key={note.id}
              variant="outlined"
              sx={{ p: 1.5, borderRadius: 1.5 }}
              data-testid="credit-note"
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{note.number}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{money(note.totalValue, currency, lang)}</Typography>
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(note.creditDate, lang)}
                </Typography>
                <Box>
                  {doc(note)}
                  {write && remove(note)}
                </Box>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table size="small" aria-label={translate(`${N}.title`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${N}.number`)}</TableCell>
              <TableCell>{translate(`${N}.date`)}</TableCell>
              <TableCell align="right">{translate(`${N}.value`)}</TableCell>
              <TableCell>{translate(`${N}.document`)}</TableCell>
              {write && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {notes.map((note) => (
              <TableRow key={note.id} data-testid="credit-note">
                <TableCell sx={{ fontWeight: 600 }}>{note.number}</TableCell>
                <TableCell>{formatDate(note.creditDate, lang)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money(note.totalValue, currency, lang)}
                </TableCell>
                <TableCell>{doc(note)}</TableCell>
                {write && <TableCell align="right">{remove(note)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDeleteDialog
        open={removing !== null}
        title={translate(`${N}.deleteTitle`, { number: removing?.number ?? '' })}
        content={translate(`${N}.deleteMessage`)}
        onConfirm={async () => {
          if (!removing) return;
          applied(await dataProvider.deleteCreditNote(orderId, shipmentId, removing.id));
          done(`${N}.deleted`);
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
