/**
 * Creating a shipment from the order's lots: one line per lot with kilos left (lot, warehouse,
 * reference, presentation, kilos left) and the kilos to ship from it (digits, dot, comma — a comma
 * read as the decimal one), the delivery date (from today) and comments. Each product's lines are
 * checked live against what it still has to ship with the domain's `checkShipment` (the server's
 * own rules): more is an error naming the lot, and blocks the save; less asks the confirmation
 * 'Seguro que quieres embarcar…' and then sends `confirmShortShipment`. Lines at 0 are left out.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Form, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { type FieldValues, type Resolver, useFormContext, useFormState } from 'react-hook-form';
import { businessDay } from '../../../domain/dates';
import type { Locale } from '../../../domain/i18n';
import {
  checkShipment,
  lkey,
  type OrderLogistics,
  type ShipmentProblem,
  shipmentCreateSchema,
} from '../../../domain/logistics';
import { normalizeDecimalInput } from '../../../domain/orders/decimals';
import { PACKAGING_LABELS } from '../../../domain/products';
import { detailsOf, fieldOfDetail } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConfirmDialog } from '../../ui/feedback/ConfirmDialog';
import { FormDateField } from '../../ui/forms/FormDateField';
import { FormFailure } from '../../ui/forms/FormFailure';
import { FormTextField } from '../../ui/forms/FormTextField';
import { submissionErrors } from '../../ui/forms/submissionErrors';
import { useDomainResolver } from '../../ui/forms/useDomainResolver';
import { T, useLogisticsWrites } from './logisticsQueries';
import { kgText } from './shipmentRows';

const C = `${T}.create`;
type Lot = OrderLogistics['shippable']['lots'][number];

/** Only what a quantity may hold: digits and the two separators. */
const quantityChars = (text: string) => text.replace(/[^\d.,]/g, '');

interface Props {
  orderId: string;
  view: OrderLogistics;
  /** The order's requested date, offered when it is not past. */
  requestedDate: string;
  onChanged: () => void;
}

export function CreateShipmentForm({ orderId, view, requestedDate, onChanged }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const today = useMemo(() => businessDay(), []);
  // The schema's date and comments; the lines are checked by checkShipment as they are typed.
  const schema = useMemo(
    () => shipmentCreateSchema(today).pick({ dateDelivery: true, comments: true }),
    [today],
  );
  const resolver = useDomainResolver(schema);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [shortOf, setShortOf] = useState<FieldValues | null>(null);
  const dataProvider = useDataProvider<AppDataProvider>();
  const { applied, done, fail } = useLogisticsWrites(orderId, onChanged);
  const lots = view.shippable.lots.filter((l) => Number(l.remainingKg) > 0);
  const typed = lots.map((lot) => ({ lot, text: quantities[lot.allocationId] ?? '' }));
  const invalid = new Set(
    typed
      .filter((t) => t.text.trim() !== '' && normalizeDecimalInput(t.text) === null)
      .map((t) => t.lot.allocationId),
  );
  const check = checkShipment(
    typed.map((t) => ({
      allocationId: t.lot.allocationId,
      quantity: invalid.has(t.lot.allocationId) ? '0' : (normalizeDecimalInput(t.text) ?? '0'),
    })),
    lots,
    view.shippable.products,
  );
  const blocked = invalid.size > 0 || check.problems.length > 0;

  const send = async (values: FieldValues, confirmShortShipment: boolean) => {
    const body = {
      dateDelivery: String(values.dateDelivery),
      comments: (values.comments as string | null | undefined) || null,
      lines: check.lines.map((l) => ({ allocationId: l.allocationId, quantity: l.quantityKg })),
      confirmShortShipment,
    };
    try {
      applied(await dataProvider.createShipment(orderId, body));
      done(`${C}.created`);
      return undefined;
    } catch (error) {
      // A line the server refuses goes under its lot; the rest on the form or in a toast.
      const perLine: Record<string, string> = {};
      for (const detail of detailsOf(error)) {
        const match = /^lines\.(\d+)/.exec(fieldOfDetail(detail));
        const line = match ? check.lines[Number(match[1])] : undefined;
        if (line) perLine[line.allocationId] = detail.message;
      }
      setLineErrors(perLine);
      fail(`${T}.saveFailed`, error);
      return submissionErrors(error, translate, { fields: ['dateDelivery', 'comments'] });
    }
  };

  const submit = async (values: FieldValues) => {
    if (blocked) return undefined;
    if (check.isShort) {
      setShortOf(values);
      return undefined;
    }
    return send(values, false);
  };

  if (lots.length === 0)
    return (
      <Alert severity="info" variant="outlined">
        {translate(`${C}.noLots`)}
      </Alert>
    );

  return (
    <Form
      noValidate
      resolver={resolver as unknown as Resolver<FieldValues>}
      defaultValues={{ dateDelivery: requestedDate >= today ? requestedDate : '', comments: '' }}
      onSubmit={submit}
      disableInvalidFormNotification
    >
      <Stack spacing={2} data-testid="create-shipment-form">
        <Box>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate(`${C}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${C}.hint`)}
          </Typography>
        </Box>
        <FormFailure />
        <Stack spacing={1}>
          {typed.map(({ lot, text }) => (
            <LotLine
              key={lot.allocationId}
              lot={lot}
              value={text}
              error={lotError(lot, invalid, check.problems, lineErrors, translate, lang)}
              onChange={(value) => {
                setQuantities((q) => ({ ...q, [lot.allocationId]: quantityChars(value) }));
                setLineErrors((e) => ({ ...e, [lot.allocationId]: '' }));
              }}
            />
          ))}
        </Stack>
        <ProductSums view={view} lots={lots} lines={check.lines} problems={check.problems} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 260px) 1fr' } }}>
          <FormDateField name="dateDelivery" required label={translate(`${C}.date`)} min={today} />
          <FormTextField name="comments" label={translate(`${C}.comments`)} multiline minRows={1} />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton disabled={blocked} />
        </Box>
      </Stack>
      <ShortShipmentConfirm
        values={shortOf}
        onClose={() => setShortOf(null)}
        onConfirm={(v) => send(v, true)}
      />
    </Form>
  );
}

function lotError(
  lot: Lot,
  invalid: Set<string>,
  problems: ShipmentProblem[],
  fromServer: Record<string, string>,
  translate: (key: string, options?: Record<string, unknown>) => string,
  lang: Locale,
): string | null {
  if (invalid.has(lot.allocationId)) return translate(lkey('quantityInvalid'));
  const problem = problems.find((p) => p.kind === 'lotExceeds' && p.allocationId === lot.allocationId);
  if (problem?.kind === 'lotExceeds')
    return translate(lkey('lotExceeds'), {
      lot: problem.lot,
      requested: kgText(problem.requested, lang),
      shipped: kgText(problem.shipped, lang),
    });
  return fromServer[lot.allocationId] || null;
}

function LotLine({
  lot,
  value,
  error,
  onChange,
}: {
  lot: Lot;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const { isSubmitting } = useFormState();
  const fact = (label: string, text: string) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      data-testid="shippable-lot"
      sx={{
        p: 1.5,
        borderRadius: 1.5,
        borderColor: error ? 'error.main' : undefined,
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr)) minmax(200px, 1.4fr)' },
      }}
    >
      {fact(translate(`${C}.lot`), lot.lot)}
      {fact(translate(`${C}.warehouse`), lot.warehouse)}
      {fact(translate(`${C}.reference`), lot.reference)}
      {fact(translate(`${C}.packaging`), PACKAGING_LABELS[lot.packagingType][lang])}
      {fact(translate(`${C}.remaining`), `${kgText(lot.remainingKg, lang)} kg`)}
      <TextField
        size="small"
        label={translate(`${C}.quantityShort`)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? undefined}
        disabled={isSubmitting}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'aria-label': translate(`${C}.quantity`, { lot: lot.lot }) },
        }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
    </Paper>
  );
}

/** Each product: what the lines ship against what it still has to ship. */
function ProductSums({
  view,
  lots,
  lines,
  problems,
}: {
  view: OrderLogistics;
  lots: Lot[];
  lines: { allocationId: string; quantityKg: string }[];
  problems: ShipmentProblem[];
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  return (
    <Stack spacing={0.5} data-testid="product-sums">
      {view.shippable.products.map((p) => {
        const shipping = lines
          .filter((l) => {
            const lot = lots.find((x) => x.allocationId === l.allocationId);
            return lot?.productId === p.productId && lot.packagingType === p.packagingType;
          })
          .reduce((sum, l) => sum + Number(l.quantityKg), 0);
        const toShip = Math.max(Number(p.requestedKg) - Number(p.shippedKg), 0);
        const exceeds = problems.find((x) => x.kind === 'productExceeds' && x.reference === p.reference);
        return (
          <Box key={`${p.productId}-${p.packagingType}`}>
            <Typography variant="body2" color={exceeds ? 'error' : 'text.secondary'}>
              {translate(`${C}.productSum`, {
                reference: p.reference,
                packaging: PACKAGING_LABELS[p.packagingType][lang],
                shipping: kgText(String(shipping), lang),
                toShip: kgText(String(toShip), lang),
              })}
            </Typography>
            {exceeds?.kind === 'productExceeds' && (
              <Typography variant="body2" color="error" role="alert">
                {translate(lkey('productExceeds'), {
                  reference: exceeds.reference,
                  requested: kgText(exceeds.requested, lang),
                  shipped: kgText(exceeds.shipped, lang),
                })}
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

function SubmitButton({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled}
      loading={isSubmitting}
      loadingPosition="start"
      startIcon={<AddRounded />}
    >
      {translate(`${C}.submit`)}
    </Button>
  );
}

/** 'Seguro que quieres embarcar una cantidad menor…': confirming sends with confirmShortShipment. */
function ShortShipmentConfirm({
  values,
  onClose,
  onConfirm,
}: {
  values: FieldValues | null;
  onClose: () => void;
  onConfirm: (values: FieldValues) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const { setError } = useFormContext();
  return (
    <ConfirmDialog
      open={values !== null}
      variant="warning"
      title={translate(`${C}.shortTitle`)}
      content={translate(`${C}.shortConfirm`)}
      onConfirm={async () => {
        if (!values) return;
        const errors = await onConfirm(values);
        if (errors && typeof errors === 'object')
          for (const [name, message] of Object.entries(errors as Record<string, unknown>))
            if (typeof message === 'string') setError(name, { type: 'server', message });
      }}
      onClose={onClose}
    />
  );
}
