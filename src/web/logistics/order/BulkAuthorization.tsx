/**
 * The order's bulk authorization, for who writes: generate it (the server queues the document; the
 * section polls while it is being generated), download it once ready, and send it by e-mail to the
 * warehouses of the order's lots — only once generated. A warehouse without an e-mail is named.
 */
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import type { OrderLogistics } from '../../../domain/logistics';
import { formatDateTime } from '../../format';
import type { AppDataProvider } from '../../providers/dataProvider';
import { DocumentButton } from './LogisticsFiles';
import { T, useLogisticsWrites } from './logisticsQueries';

const B = `${T}.bulk`;

export function BulkAuthorization({
  orderId,
  view,
  onChanged,
}: {
  orderId: string;
  view: OrderLogistics;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { applied, done, fail } = useLogisticsWrites(orderId, onChanged);
  const [busy, setBusy] = useState<'generate' | 'send' | null>(null);
  const bulk = view.bulkAuthorization;
  const doc = bulk.document;
  const generating = doc?.updating === true;
  const generated = Boolean(doc && !doc.updating && doc.url);
  const withoutEmail = bulk.warehouses.filter((w) => !w.email);

  const run = async (what: 'generate' | 'send') => {
    setBusy(what);
    try {
      if (what === 'generate') {
        applied(await dataProvider.generateBulkAuthorization(orderId));
        done(`${B}.generated`);
      } else {
        applied(await dataProvider.sendBulkAuthorization(orderId));
        done(`${B}.sent`);
      }
    } catch (error) {
      fail(what === 'generate' ? `${B}.generateFailed` : `${B}.sendFailed`, error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 1.5 }} data-testid="bulk-authorization">
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate(`${B}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${B}.hint`)}
          </Typography>
        </Box>
        {bulk.warehouses.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {translate(`${B}.warehouses`)}:
            </Typography>
            {bulk.warehouses.map((w) => (
              <Chip
                key={w.id}
                size="small"
                variant="outlined"
                color={w.email ? 'default' : 'warning'}
                icon={<WarehouseOutlined />}
                label={w.email ? `${w.name} · ${w.email}` : w.name}
                // A long address wraps instead of widening the card on a phone.
                sx={{
                  maxWidth: '100%',
                  height: 'auto',
                  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                }}
              />
            ))}
          </Stack>
        )}
        {withoutEmail.map((w) => (
          <Alert key={w.id} severity="warning" variant="outlined">
            {translate(`${B}.noEmail`, { warehouse: w.name })}
          </Alert>
        ))}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
        >
          <Button
            variant={generated ? 'outlined' : 'contained'}
            startIcon={<NoteAddOutlined />}
            loading={busy === 'generate' || generating}
            loadingPosition="start"
            disabled={busy !== null || generating}
            onClick={() => void run('generate')}
          >
            {translate(generating ? `${B}.generating` : generated ? `${B}.regenerate` : `${B}.generate`)}
          </Button>
          <Button
            variant="contained"
            startIcon={<ForwardToInboxOutlined />}
            loading={busy === 'send'}
            loadingPosition="start"
            disabled={!generated || busy !== null}
            onClick={() => void run('send')}
          >
            {translate(`${B}.send`)}
          </Button>
          {doc && generated && <DocumentButton doc={doc} label={translate(`${B}.download`)} />}
        </Stack>
        {!generated && !generating && (
          <Typography variant="caption" color="text.secondary">
            {translate(`${B}.notGenerated`)}
          </Typography>
        )}
        {bulk.lastSentAt && (
          <Typography variant="caption" color="text.secondary">
            {translate(`${B}.lastSent`, { date: formatDateTime(bulk.lastSentAt, locale as Locale) })}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
