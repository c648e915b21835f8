/**
 * A created shipment's first tab: number, date, the lots it carries, comments and who created it;
 * its remission (download, 'generando…' while produced) and the remission signed by the customer
 * (download; upload for who writes: pdf, doc, docx, jpg, jpeg, png); and the delete button — not
 * for a delivered shipment, which the server keeps (canDelete).
 */
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import {
  Box,
  Button,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import type { ShipmentView } from '../../../domain/logistics';
import { SIGNED_REMISSION_FILE_EXTENSIONS } from '../../../domain/orders/files';
import { PACKAGING_LABELS } from '../../../domain/products';
import { formatDate, formatDateTime } from '../../format';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConfirmDeleteDialog } from '../../ui/feedback/ConfirmDeleteDialog';
import { useIsPhone } from '../../ui/useIsPhone';
import { DocumentButton, FilePicker } from './LogisticsFiles';
import { T, useLogisticsWrites } from './logisticsQueries';
import { kgText } from './shipmentRows';

const D = `${T}.details`;
/** A remission the server has not produced yet shows as being generated. */
const NOT_YET = { id: '', name: '', url: null, updating: true };

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', fontWeight: 500, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

function Lines({ shipment }: { shipment: ShipmentView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const phone = useIsPhone();
  const c = (key: string) => translate(`${T}.create.${key}`);
  if (phone)
    return (
      <Stack spacing={0.5}>
        {shipment.lines.map((l) => (
          <Typography key={l.id} variant="body2" data-testid="shipment-line">
            <strong>{l.lot.lot}</strong>
            {` · ${l.product.reference} · ${l.lot.warehouse} · ${kgText(l.deliveredQuantity, lang)} kg`}
          </Typography>
        ))}
      </Stack>
    );
  return (
    <Table size="small" aria-label={translate(`${D}.lines`)}>
      <TableHead>
        <TableRow>
          <TableCell>{c('lot')}</TableCell>
          <TableCell>{c('warehouse')}</TableCell>
          <TableCell>{c('reference')}</TableCell>
          <TableCell>{c('packaging')}</TableCell>
          <TableCell align="right">{c('quantityShort')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {shipment.lines.map((l) => (
          <TableRow key={l.id} data-testid="shipment-line">
            <TableCell sx={{ fontWeight: 600 }}>{l.lot.lot}</TableCell>
            <TableCell>{l.lot.warehouse}</TableCell>
            <TableCell>{l.product.reference}</TableCell>
            <TableCell>{PACKAGING_LABELS[l.packagingType][lang]}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {kgText(l.deliveredQuantity, lang)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ShipmentDetails({
  orderId,
  shipment,
  write,
  onChanged,
}: {
  orderId: string;
  shipment: ShipmentView;
  /** May upload the signed remission and delete the shipment. */
  write: boolean;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const dataProvider = useDataProvider<AppDataProvider>();
  const { applied, done, fail } = useLogisticsWrites(orderId, onChanged);
  const [deleting, setDeleting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { document: remission, documentSigned: signed } = shipment.remission;
  const deletable = shipment.canDelete && !shipment.isDelivered;

  const uploadSigned = async (file: File) => {
    setUploading(true);
    try {
      applied(await dataProvider.uploadSignedRemission(orderId, shipment.id, file));
      done(`${D}.signedUploaded`);
    } catch (error) {
      fail(`${T}.files.uploadFailed`, error);
    } finally {
      setUploading(false);
    }
  };
  const remove = async () => {
    applied(await dataProvider.deleteShipment(orderId, shipment.id));
    done(`${D}.deleted`);
  };

  return (
    <Stack spacing={2.5} data-testid="shipment-details">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Fact label={translate(`${D}.number`)}>{shipment.number}</Fact>
        <Fact label={translate(`${D}.date`)}>{formatDate(shipment.dateDelivery, lang)}</Fact>
        <Fact
          label={translate(`${T}.section.columns.quantity`)}
        >{`${kgText(shipment.quantityKg, lang)} kg`}</Fact>
        {shipment.createdBy && (
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'end' }}>
            {translate(`${D}.createdBy`, {
              name: shipment.createdBy.name,
              date: formatDateTime(shipment.createdAt, lang),
            })}
          </Typography>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          {translate(`${D}.lines`)}
        </Typography>
        <Lines shipment={shipment} />
      </Box>
      {shipment.comments && <Fact label={translate(`${D}.comments`)}>{shipment.comments}</Fact>}
      <Divider />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Fact label={translate(`${D}.remission`)}>
          <DocumentButton doc={remission ?? NOT_YET} />
        </Fact>
        <Fact label={translate(`${D}.signed`)}>
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            {signed ? (
              <DocumentButton doc={signed} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate(`${D}.notSigned`)}
              </Typography>
            )}
            {write && (
              <FilePicker
                allowed={SIGNED_REMISSION_FILE_EXTENSIONS}
                label={translate(signed ? `${D}.replaceSigned` : `${D}.uploadSigned`)}
                onFile={(file) => void uploadSigned(file)}
                busy={uploading}
                testId="signed-remission-input"
              />
            )}
          </Stack>
        </Fact>
      </Box>
      {write && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Tooltip title={deletable ? '' : translate(`${D}.deliveredNoDelete`)}>
            <span>
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutlineRounded />}
                disabled={!deletable}
                onClick={() => setDeleting(true)}
              >
                {translate(`${D}.delete`)}
              </Button>
            </span>
          </Tooltip>
        </Box>
      )}
      <ConfirmDeleteDialog
        open={deleting}
        title={translate(`${D}.deleteTitle`, { number: shipment.number })}
        content={translate(`${D}.deleteMessage`)}
        onConfirm={remove}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
