/**
 * Finance's side of the order: the credit check beside the buttons, release and retain when the
 * order awaits finance, retain only once released or approved, request-release once retained, and
 * treasury's payment validation. Only for whoever may decide (ORDER_DETAIL_CREDIT write): a role
 * that can never press them does not see them.
 */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import PanToolOutlined from '@mui/icons-material/PanToolOutlined';
import PriceCheckOutlined from '@mui/icons-material/PriceCheckOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { FinanceView } from '../../../domain/finance/views';
import { CreditCheckSummary } from './CreditCheckSummary';

const T = 'app.finance';

export type FinanceDecisionAction = 'release' | 'retain' | 'requestRelease' | 'validatePayment';

interface Props {
  view: FinanceView;
  running: string | null;
  onAction: (action: FinanceDecisionAction) => void;
}

const ICONS: Record<FinanceDecisionAction, ReactNode> = {
  release: <CheckCircleOutline />,
  retain: <PanToolOutlined />,
  requestRelease: <SendOutlined />,
  validatePayment: <PriceCheckOutlined />,
};
const LABELS: Record<FinanceDecisionAction, string> = {
  release: 'buttons.release',
  retain: 'buttons.retain',
  requestRelease: 'buttons.requestRelease',
  validatePayment: 'buttons.validatePayment',
};

/** What finance may press now: validation first (treasury), then the decision buttons. */
export function decisionActionsOf(view: FinanceView): FinanceDecisionAction[] {
  // A retained order's request-release is the seller's own button too: shown once, as theirs.
  const sellerRequests =
    view.sellerButtons.show && view.sellerButtons.buttons.some((b) => b.kind === 'requestRelease');
  const finance = view.financeActions.filter((a) => !(a === 'requestRelease' && sellerRequests));
  return [...(view.canValidatePayment ? (['validatePayment'] as const) : []), ...finance];
}

export function FinanceDecision({ view, running, onAction }: Props) {
  const translate = useTranslate();
  const actions = decisionActionsOf(view);
  if (actions.length === 0 || !view.canDecide) return null;
  // The credit check only says something about releases.
  const showsCheck = view.financeActions.includes('release') || view.financeActions.includes('retain');
  return (
    <Stack spacing={2} data-testid="finance-decision">
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
        {translate(`${T}.section.decisionTitle`)}
      </Typography>
      {showsCheck && <CreditCheckSummary check={view.creditCheck} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {actions.map((action) => {
          return (
            <Box key={action}>
              <Button
                variant={action === 'retain' ? 'outlined' : 'contained'}
                color={action === 'retain' ? 'warning' : action === 'release' ? 'success' : 'primary'}
                startIcon={ICONS[action]}
                disabled={running !== null}
                loading={running === action}
                loadingPosition="start"
                onClick={() => onAction(action)}
                fullWidth
              >
                {translate(`${T}.${LABELS[action]}`)}
              </Button>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
