/**
 * Where the order stands on the lifecycle's progress steps (OPS_STEPS). Phones get the current step
 * and a bar instead of nine labels side by side. Cancelled and retained orders say so.
 */
import { Alert, Box, LinearProgress, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../../domain/i18n';
import { OPS_STEP_LABELS, OPS_STEPS, stepIndex } from '../../../../domain/orders/status';
import type { OrderDetail } from '../../../../domain/orders/views';
import { formatDate } from '../../../format';
import { useIsPhone } from '../../../ui/useIsPhone';
import { SectionCard } from '../documents/SectionCard';

const T = 'app.orderDetail.progress';

export function OrderProgress({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const locale = lang as Locale;
  const phone = useIsPhone();
  // Retained and cancelled orders left the path right after creation.
  const at = Math.max(stepIndex(order.opsStatus), 0);
  const cancelled = order.opsStatus === 'ORDEN_CANCELADA';

  return (
    <SectionCard testId="order-progress" title={translate('app.orderDetail.sections.progress')}>
      {cancelled && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(`${T}.cancelled`, {
            date: formatDate(order.cancellation?.at ?? order.updatedAt, locale),
          })}
          {order.cancellation?.reason && (
            <Typography variant="body2" component="div">
              {translate(`${T}.cancelledReason`, {
                reason: order.cancellation.other || order.cancellation.reason,
              })}
            </Typography>
          )}
        </Alert>
      )}
      {order.opsStatus === 'ORDEN_RETENIDA' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`${T}.retained`)}
        </Alert>
      )}
      {phone ? (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {OPS_STEP_LABELS[OPS_STEPS[at]!][locale]}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate(`${T}.step`, { n: at + 1, total: OPS_STEPS.length })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((at + 1) / OPS_STEPS.length) * 100}
            color={cancelled ? 'error' : 'primary'}
            sx={{ mt: 1, height: 8, borderRadius: 4 }}
          />
        </Box>
      ) : (
        <Stepper activeStep={at} alternativeLabel sx={{ overflowX: 'auto', pb: 1 }}>
          {OPS_STEPS.map((step, i) => (
            <Step key={step} completed={i < at || (i === at && step === 'PAGADO')}>
              <StepLabel error={cancelled && i === at}>
                <Typography variant="caption">{OPS_STEP_LABELS[step][locale]}</Typography>
              </StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
    </SectionCard>
  );
}
