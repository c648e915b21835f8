/** Icon and palette colour per toast type (success, warning, error, anything else info). */
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import type { ToastType } from '../../domain/notifications';

export interface ToastStyle {
  Icon: typeof InfoOutlined;
  /** A palette key with main/light/dark shades. */
  color: 'success' | 'warning' | 'error' | 'info';
}

const STYLES: Record<ToastType, ToastStyle> = {
  success: { Icon: CheckCircleOutlineRounded, color: 'success' },
  warning: { Icon: WarningAmberRounded, color: 'warning' },
  error: { Icon: ErrorOutlineRounded, color: 'error' },
  info: { Icon: InfoOutlined, color: 'info' },
};

/**
 * Success, warning, error, else info (docs/decisions.md, "Toast type"). The server already answers
 * one of the four; this keeps the shell free of the domain module's schemas (its `toastTypeOf`
 * needs zod at runtime).
 */
export function toastTypeOf(value: string | null | undefined): ToastType {
  return value === 'success' || value === 'warning' || value === 'error' ? value : 'info';
}

export function toastStyleOf(value: string | null | undefined): ToastStyle {
  return STYLES[toastTypeOf(value)];
}
