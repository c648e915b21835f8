/**
 * Why the order could not be shown: no permission for this order, session expired (on to the
 * sign-in page), not found, or any other failure with a retry.
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import TimerOffOutlined from '@mui/icons-material/TimerOffOutlined';
import { Button, Card } from '@mui/material';
import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { statusOf } from '../../providers/apiErrors';
import { ErrorState, StateBlock } from '../../ui/lists/ListStates';
import { PageHeader } from '../../ui/PageHeader';

const T = 'app.orderDetail.errors';
/** Long enough to read 'Sesión expirada' before the sign-in page replaces it. */
const LOGIN_REDIRECT_MS = 2000;

export function BackToOrders() {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/orders" size="small" color="inherit" startIcon={<ArrowBackRounded />}>
      {translate('app.orderDetail.back')}
    </Button>
  );
}

export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const status = statusOf(error);
  const expired = status === 401;
  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => navigate('/login'), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, navigate]);

  const toList = (
    <Button component={Link} to="/orders" variant="outlined">
      {translate(`${T}.backToList`)}
    </Button>
  );
  let content = <ErrorState error={error} title={translate(`${T}.load`)} onRetry={onRetry} />;
  if (status === 403) {
    content = (
      <StateBlock
        testId="order-forbidden"
        role="alert"
        tone="error"
        icon={<LockOutlined />}
        title={translate(`${T}.forbidden`)}
        message={translate(`${T}.forbiddenHint`)}
        action={toList}
      />
    );
  } else if (expired) {
    content = (
      <StateBlock
        testId="order-session-expired"
        role="alert"
        tone="warning"
        icon={<TimerOffOutlined />}
        title={translate(`${T}.sessionExpired`)}
        message={translate(`${T}.sessionExpiredHint`)}
        action={
          <Button component={Link} to="/login" variant="contained">
            {translate(`${T}.login`)}
          </Button>
        }
      />
    );
  } else if (status === 404 || status === 400) {
    content = (
      <StateBlock
        testId="order-not-found"
        role="alert"
        tone="warning"
        icon={<SearchOffOutlined />}
        title={translate(`${T}.notFound`)}
        message={translate(`${T}.notFoundHint`)}
        action={toList}
      />
    );
  }
  return (
    <>
      <Title title={translate('app.sections.order-detail')} />
      <PageHeader overline={<BackToOrders />} title={translate('app.sections.order-detail')} />
      <Card>{content}</Card>
    </>
  );
}
