/**
 * 'Regresar': goes back one page, shown only when there is a page of this product to go back to
 * (the referrer is this same origin and the tab has history).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export function canGoBack(
  referrer: string = document.referrer,
  origin: string = window.location.origin,
  historyLength: number = window.history.length,
): boolean {
  if (!referrer || historyLength <= 1) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

export function BackButton(props: Omit<ButtonProps, 'onClick'>) {
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!canGoBack()) return null;
  return (
    <Button startIcon={<ArrowBackIcon />} color="inherit" {...props} onClick={() => navigate(-1)}>
      {translate('app.common.back')}
    </Button>
  );
}
