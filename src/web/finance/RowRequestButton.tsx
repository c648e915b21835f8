/**
 * A queue row's seller action (request release, request validation, resend, or the requested /
 * sent state disabled) as the server computed it for the row; without write it shows disabled with
 * the no-permission tooltip.
 */
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Button, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FinanceQueueRow } from '../../domain/finance/views';

interface Props {
  row: FinanceQueueRow;
  busy: boolean;
  disabled?: boolean;
  onPress: (row: FinanceQueueRow) => void;
}

export function RowRequestButton({ row, busy, disabled, onPress }: Props) {
  const translate = useTranslate();
  const button = row.button;
  if (!button) return null;
  const fresh = button.labelKey === 'requestRelease' || button.labelKey === 'requestPayment';
  const control = (
    <Button
      size="small"
      variant={fresh ? 'contained' : 'outlined'}
      startIcon={<SendOutlined fontSize="small" />}
      disabled={!row.canWrite || button.disabled || disabled}
      loading={busy}
      loadingPosition="start"
      onClick={() => onPress(row)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(`app.finance.buttons.${button.labelKey}`)}
    </Button>
  );
  if (row.canWrite) return control;
  return (
    <Tooltip title={translate('app.finance.noPermissionExecute')}>
      <span>{control}</span>
    </Tooltip>
  );
}
