/**
 * A shipment's invoicing: the invoice (number, date, totals without and with VAT, the VAT between
 * them, credit notes, the net the customer owes) in the order's currency, its document; for who
 * writes, recording or changing it (the file uploaded first, then named by its id) and deleting
 * it; and the invoice's credit notes (./CreditNotes).
 */
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { businessDay } from '../../../domain/dates';
import type { Locale } from '../../../domain/i18n';
import {
  type InvoiceBody,
  type InvoiceInput,
  type InvoiceView,
  invoiceInputSchema,
  type ShipmentView,
} from '../../../domain/logistics';
import { INVOICE_FILE_EXTENSIONS } from '../../../domain/orders/files';
import { formatDate, formatMoney } from '../../format';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConfirmDeleteDialog } from '../../ui/feedback/ConfirmDeleteDialog';
import { FormDateField } from '../../ui/forms/FormDateField';
import { FormTextField } from '../../ui/forms/FormTextField';
import { useDomainResolver } from '../../ui/forms/useDomainResolver';
import { CreditNotes } from './CreditNotes';
import { InlineForm } from './InlineForm';
import { DocumentButton, FilePicker } from './LogisticsFiles';
import { T, useLogisticsWrites } from './logisticsQueries';
import { Fact } from './ShipmentDetails';

const I = `${T}.invoice`;
export type Currency = 'USD' | 'MXN';

export const money = (value: string, currency: Currency, locale: Locale) =>
  formatMoney(value, currency, locale);

/** A chosen file shown by name, with the way to change or drop it. */
export function ChosenFile({
  file,
  current,
  allowed,
  onFile,
}: {
  file: File | null;
  current: string | null;
  allowed: readonly string[];
  onFile: (file: File | null) => void;
}) {
  const translate = useTranslate();
  const name = file?.name ?? current;
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(`${I}.file`)}
      </Typography>
      {name && (
        <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="chosen-file">
          {name}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FilePicker
          allowed={allowed}
          label={translate(name ? `${I}.replaceFile` : `${I}.pickFile`)}
          onFile={onFile}
          testId="logistics-file-input"
        />
        {file && (
          <Button size="small" color="inherit" onClick={() => onFile(null)}>
            {translate(`${I}.removeFile`)}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function InvoiceForm({
  orderId,
  shipment,
  onDone,
  onChanged,
}: {
  orderId: string;
  shipment: ShipmentView;
  onDone: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const today = useMemo(() => businessDay(), []);
  const resolver = useDomainResolver(useMemo(() => invoiceInputSchema(today), [today]));
  const dataProvider = useDataProvider<AppDataProvider>();
  const { applied, done, fail } = useLogisticsWrites(orderId, onChanged);
  const [file, setFile] = useState<File | null>(null);
  const invoice = shipment.invoice;
  const defaults: InvoiceInput = {
    number: invoice?.number ?? '',
    invoiceDate: invoice?.invoiceDate ?? today,
    totalWithoutIva: invoice?.totalInvoiceWithoutIva ?? '',
    totalWithIva: invoice?.totalWithIva ?? '',
    documentId: invoice?.document?.id ?? null,
    ...(invoice ? { version: invoice.version } : {}),
  };
  const save = async (values: InvoiceBody) => {
    try {
      const documentId = file
        ? (await dataProvider.uploadLogisticsFile(orderId, shipment.id, file, 'invoice')).id
        : (values.documentId ?? null);
      applied(await dataProvider.saveShipmentInvoice(orderId, shipment.id, { ...values, documentId }));
    } catch (error) {
      fail(`${T}.saveFailed`, error);
      throw error;
    }
    done(`${I}.saved`);
    onDone();
  };
  return (
    <InlineForm<InvoiceInput, InvoiceBody>
      resolver={resolver}
      defaultValues={defaults}
      onSave={save}
      fields={['number', 'invoiceDate', 'totalWithoutIva', 'totalWithIva', 'documentId']}
      saveLabel={translate(`${I}.save`)}
      onCancel={onDone}
      testId="invoice-form"
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField name="number" required label={translate(`${I}.number`)} />
        <FormDateField name="invoiceDate" required label={translate(`${I}.date`)} max={today} />
        <FormTextField
          name="totalWithoutIva"
          required
          label={translate(`${I}.totalWithoutIva`)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          name="totalWithIva"
          required
          label={translate(`${I}.totalWithIva`)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <ChosenFile
          file={file}
          current={invoice?.document?.name ?? null}
          allowed={INVOICE_FILE_EXTENSIONS}
          onFile={setFile}
        />
      </Box>
    </InlineForm>
  );
}

function InvoiceFacts({ invoice, currency }: { invoice: NonNullable<InvoiceView>; currency: Currency }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const m = (v: string) => money(v, currency, lang);
  return (
    <Box
      data-testid="invoice-facts"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Fact label={translate(`${I}.number`)}>{invoice.number}</Fact>
      <Fact label={translate(`${I}.date`)}>{formatDate(invoice.invoiceDate, lang)}</Fact>
      <Fact label={translate(`${I}.totalWithoutIva`)}>{m(invoice.totalInvoiceWithoutIva)}</Fact>
      <Fact label={translate(`${I}.iva`)}>{m(invoice.iva)}</Fact>
      <Fact label={translate(`${I}.totalWithIva`)}>{m(invoice.totalWithIva)}</Fact>
      <Fact label={translate(`${I}.creditNotesTotal`)}>{m(invoice.totalCreditNotesWithoutIva)}</Fact>
      <Fact label={translate(`${I}.net`)}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {m(invoice.netWithIva)}
        </Box>
      </Fact>
      <Fact label={translate(`${I}.document`)}>
        {invoice.document ? (
          <DocumentButton doc={invoice.document} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(`${I}.noDocument`)}
          </Typography>
        )}
      </Fact>
    </Box>
  );
}

export function InvoiceTab({
  orderId,
  shipment,
  currency,
  write,
  onChanged,
}: {
  orderId: string;
  shipment: ShipmentView;
  currency: Currency;
  write: boolean;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { applied, done } = useLogisticsWrites(orderId, onChanged);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const invoice = shipment.invoice;
  const shownCurrency =
    invoice?.currency === 'USD' || invoice?.currency === 'MXN' ? invoice.currency : currency;

  return (
    <Stack spacing={2.5} data-testid="invoice-tab">
      {invoice && !editing && <InvoiceFacts invoice={invoice} currency={shownCurrency} />}
      {!invoice && !editing && (
        <Alert severity="info" variant="outlined" icon={<ReceiptLongOutlined />}>
          {translate(`${I}.none`)}
        </Alert>
      )}
      {editing && (
        <InvoiceForm
          orderId={orderId}
          shipment={shipment}
          onDone={() => setEditing(false)}
          onChanged={onChanged}
        />
      )}
      {write && !editing && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
          {invoice && (
            <Button color="error" startIcon={<DeleteOutlineRounded />} onClick={() => setDeleting(true)}>
              {translate(`${I}.delete`)}
            </Button>
          )}
          <Button
            variant={invoice ? 'outlined' : 'contained'}
            startIcon={invoice ? <EditOutlined /> : <ReceiptLongOutlined />}
            onClick={() => setEditing(true)}
          >
            {translate(invoice ? `${I}.change` : `${I}.record`)}
          </Button>
        </Stack>
      )}
      {invoice && (
        <CreditNotes
          orderId={orderId}
          shipmentId={shipment.id}
          invoice={invoice}
          currency={shownCurrency}
          write={write}
          onChanged={onChanged}
        />
      )}
      <ConfirmDeleteDialog
        open={deleting}
        title={translate(`${I}.deleteTitle`, { number: invoice?.number ?? '' })}
        content={translate(`${I}.deleteMessage`)}
        onConfirm={async () => {
          applied(await dataProvider.deleteShipmentInvoice(orderId, shipment.id));
          done(`${I}.deleted`);
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
