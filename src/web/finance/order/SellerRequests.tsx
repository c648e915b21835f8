/**
 * The seller's release / payment-validation buttons of the order, as the server computed them for
 * the caller: request, resend after 3 days, the requested / sent states disabled, the external-id
 * requirement and the no-permission state.
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Alert, Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RESEND_AFTER_DAYS } from '../../../domain/finance/state';
import type { FinanceView, SellerButtonView } from '../../../domain/finance/views';

const T = 'app.finance';

interface Props {
  view: FinanceView;
  running: string | null;
  onPress: (button: SellerButtonView) => void;
}

function requestAge(button: SellerButtonView, view: FinanceView): number | null {
  const days =
    button.kind === 'requestRelease'
      ? view.state.daysSinceReleaseRequest
      : view.state.daysSincePaymentRequest;
  const requested = button.labelKey !== 'requestRelease' && button.labelKey !== 'requestPayment';
  return requested ? days : null;
}

function AgeNote({ button, view }: { button: SellerButtonView; view: FinanceView }) {
  const translate = useTranslate();
  const days = requestAge(button, view);
  if (days === null) return null;
  const age =
    days === 0
      ? translate(`${T}.section.requestedToday`)
      : translate(`${T}.section.requestedAt`, { smart_count: days });
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
      {button.disabled && !button.resend
        ? `${age}. ${translate(`${T}.section.resendHint`, { days: RESEND_AFTER_DAYS })}`
        : age}
    </Typography>
  );
}

export function SellerRequests({ view, running, onPress }: Props) {
  const translate = useTranslate();
  const buttons = view.sellerButtons;
  if (!buttons.show) {
    if (buttons.reason !== 'externalIdRequired') return null;
    return (
      <Stack spacing={1.5} data-testid="seller-requests">
        <Alert severity="info" variant="outlined">
          {translate(`${T}.externalIdRequired`)}
        </Alert>
        <Box>
          <Tooltip title={translate(`${T}.externalIdTooltip`)}>
            <span>
              <Button variant="outlined" disabled startIcon={<LockOutlined />}>
                {translate(`${T}.buttons.noExternalId`)}
              </Button>
            </span>
          </Tooltip>
        </Box>
      </Stack>
    );
  }
  const noPermission = translate(`${T}.noPermissionExecute`);
  return (
    <Stack spacing={1.5} data-testid="seller-requests">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        {buttons.buttons.map((button) => {
          const label = translate(`${T}.buttons.${button.labelKey}`);
          const fresh = button.labelKey === 'requestRelease' || button.labelKey === 'requestPayment';
          const control = (
            <Button
              variant={fresh ? 'contained' : 'outlined'}
              startIcon={<SendOutlined />}
              disabled={button.disabled || running !== null}
              loading={running === button.kind}
              loadingPosition="start"
              onClick={() => onPress(button)}
              fullWidth
            >
              {label}
            </Button>
          );
          return (
            <Box key={button.kind}>
              {buttons.noWritePermission ? (
                <Tooltip title={noPermission}>
                  <span style={{ display: 'block' }}>{control}</span>
                </Tooltip>
              ) : (
                control
              )}
              <AgeNote button={button} view={view} />
            </Box>
          );
        })}
      </Stack>
      {buttons.noWritePermission && (
        <Typography variant="body2" color="text.secondary">
          {noPermission}
        </Typography>
      )}
    </Stack>
  );
}
