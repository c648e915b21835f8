/**
 * The order page's finance section: where the order stands with finance (requested, retained and
 * why, released), the seller's request buttons, finance's decision with the credit check, and the
 * dialogs behind them (retain with reasons, release and payment-validation confirmations, the
 * payment-confirmation upload that must precede an advance-payment request). Every action toasts
 * its text, then reloads this view and the order.
 */
import { Alert, Divider, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { retentionMessage } from '../../../domain/finance/retention';
import { isFinanceReleased } from '../../../domain/finance/state';
import type { FinanceActionResult, FinanceView, SellerButtonView } from '../../../domain/finance/views';
import type { Locale } from '../../../domain/i18n';
import { formatDate } from '../../format';
import { SectionCard } from '../../orders/detail/documents/SectionCard';
import type { OrderSectionProps } from '../../orders/detail/sectionProps';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConfirmDialog } from '../../ui/feedback/ConfirmDialog';
import type { SellerRequest } from '../bulkSummary';
import { FinanceDecision, type FinanceDecisionAction } from './FinanceDecision';
import { FinanceQueryState } from './FinanceQueryState';
import { PaymentConfirmationDialog } from './PaymentConfirmationDialog';
import { RetainDialog } from './RetainDialog';
import { SellerRequests } from './SellerRequests';
import { type FinanceMutationTexts, useFinanceMutation } from './useFinanceMutation';
import { useOrderFinance } from './useOrderFinance';

const T = 'app.finance';

/** The server's own words when the credit check released the order at once. */
const releasedAtOnce = (result: unknown) => {
  const answer = result as Partial<FinanceActionResult> | undefined;
  return answer?.outcome === 'released' ? answer.message : undefined;
};

const REQUEST_TEXTS: Record<SellerRequest, FinanceMutationTexts> = {
  release: {
    success: 'toasts.releaseRequested',
    failure: 'toasts.releaseRequestFailed',
    successOf: releasedAtOnce,
  },
  payment: { success: 'toasts.paymentRequested', failure: 'toasts.paymentRequestFailed' },
};

function RetentionNotice({ view }: { view: FinanceView }) {
  const translate = useTranslate();
  if (view.state.opsStatus !== 'ORDEN_RETENIDA') return null;
  const message = retentionMessage(view.reasonRejected, view.rejectReasons);
  return (
    <Alert severity="warning" data-testid="retention-message">
      {'text' in message ? message.text : translate(`${T}.retention.${message.key}`)}
    </Alert>
  );
}

function StatusNote({ view }: { view: FinanceView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!isFinanceReleased(view.state)) return null;
  const decided = view.decision ? ` · ${formatDate(view.decision.at, locale as Locale)}` : '';
  const by = view.decision?.by ? ` · ${view.decision.by.name}` : '';
  return (
    <Alert severity="success" variant="outlined" data-testid="finance-released">
      {`${translate(`${T}.section.released`)}${decided}${by}`}
    </Alert>
  );
}

/** The order page hands the whole order; a queue's dialog only what the view is read by. */
type OrderFinanceProps = Omit<OrderSectionProps, 'order'> & {
  order: Pick<OrderSectionProps['order'], 'id' | 'updatedAt'>;
};

export function OrderFinance({ order, onChanged }: OrderFinanceProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { query, refused } = useOrderFinance(order);
  const { run, running } = useFinanceMutation(onChanged);
  const [dialog, setDialog] = useState<'retain' | 'release' | 'validate' | 'upload' | null>(null);
  const close = () => setDialog(null);

  // Whoever may see neither the requests nor the decisions has no finance section.
  if (refused) return null;

  const view = query.data;
  const request = (kind: SellerRequest, opts?: { rethrow?: boolean }) =>
    kind === 'release'
      ? run('requestRelease', () => dataProvider.requestRelease(order.id), REQUEST_TEXTS.release, opts)
      : run('requestPayment', () => dataProvider.requestPayment(order.id), REQUEST_TEXTS.payment, opts);

  const onSellerButton = (button: SellerButtonView) => {
    if (button.kind === 'requestPayment' && button.needsPaymentConfirmation) setDialog('upload');
    else void request(button.kind === 'requestRelease' ? 'release' : 'payment');
  };
  const onDecision = (action: FinanceDecisionAction) => {
    if (action === 'requestRelease') void request('release');
    else setDialog(action === 'validatePayment' ? 'validate' : action);
  };
  const decide = (id: string, action: () => Promise<unknown>, success: string) =>
    run(id, action, { success, failure: 'toasts.actionFailed' }, { rethrow: true });

  const creditLabel = view?.creditCheck ? translate(`${T}.creditCheck.${view.creditCheck.result}`) : '';
  const releaseWarning = view?.creditCheck && view.creditCheck.result !== 'approvedForRelease';

  return (
    <SectionCard title={translate(`${T}.section.title`)} testId="order-finance">
      <FinanceQueryState query={query} errorTitle={translate(`${T}.section.loadError`)} />
      {view && (
        <Stack spacing={2.5}>
          <RetentionNotice view={view} />
          <StatusNote view={view} />
          <SellerRequests view={view} running={running} onPress={onSellerButton} />
          {view.sellerButtons.show && view.financeActions.length + Number(view.canValidatePayment) > 0 && (
            <Divider />
          )}
          <FinanceDecision view={view} running={running} onAction={onDecision} />
          {!view.sellerButtons.show &&
            view.sellerButtons.reason !== 'externalIdRequired' &&
            view.financeActions.length === 0 &&
            !view.canValidatePayment &&
            !isFinanceReleased(view.state) &&
            view.state.opsStatus !== 'ORDEN_RETENIDA' && (
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.section.nothingPending`)}
              </Typography>
            )}
        </Stack>
      )}
      {view && (
        <>
          {dialog === 'retain' && (
            <RetainDialog
              orderNumber={view.displayNumber}
              onClose={close}
              onRetain={(body) =>
                decide(
                  'retain',
                  () => dataProvider.retain(order.id, { ...body, version: view.version }),
                  'decisionToasts.retained',
                )
              }
            />
          )}
          <ConfirmDialog
            open={dialog === 'release'}
            variant={releaseWarning ? 'warning' : 'success'}
            title={translate(`${T}.release.title`, { number: view.displayNumber })}
            content={
              releaseWarning
                ? translate(`${T}.release.warning`, { result: creditLabel })
                : translate(`${T}.release.message`)
            }
            confirmLabel={translate(`${T}.release.confirm`)}
            onClose={close}
            onConfirm={() =>
              decide(
                'release',
                () => dataProvider.release(order.id, { version: view.version }),
                'decisionToasts.released',
              )
            }
          />
          <ConfirmDialog
            open={dialog === 'validate'}
            variant="info"
            title={translate(`${T}.validate.title`, { number: view.displayNumber })}
            content={translate(`${T}.validate.message`)}
            confirmLabel={translate(`${T}.buttons.validatePayment`)}
            onClose={close}
            onConfirm={() =>
              decide(
                'validatePayment',
                () => dataProvider.validatePayment(order.id, { version: view.version }),
                'decisionToasts.paymentValidated',
              )
            }
          />
          <PaymentConfirmationDialog
            orderId={order.id}
            open={dialog === 'upload'}
            onClose={close}
            onUploaded={async () => {
              // The order's files list the new receipt too, even if the request is refused.
              void queryClient.invalidateQueries({ queryKey: ['orders'] });
              await request('payment', { rethrow: true });
            }}
          />
        </>
      )}
    </SectionCard>
  );
}
