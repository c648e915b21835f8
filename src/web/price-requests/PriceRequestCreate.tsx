/**
 * /price-request/create: one customer, its terms and one or several products; one submission
 * makes one request per product (`POST /api/price-requests/multiple`), all or none. Checked as it
 * is filled in with the domain's schema (the server's own); a refusal lands on the inputs its
 * details name. Afterwards the single request's page, or the list for several, with a notice.
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Title, useDataProvider, useGetIdentity, useNotify, usePermissions } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { businessDay } from '../../domain/dates';
import type { PriceRequestCreate } from '../../domain/priceRequests';
import { dataScopeOf } from '../../domain/roles';
import { PageLoader } from '../navigation/PageLoader';
import { useAppTranslate } from '../providers/appTranslate';
import type { AppPermissions } from '../providers/authProvider';
import type { AppDataProvider } from '../providers/dataProvider';
import { FormFailure } from '../ui/forms/FormFailure';
import { PageForm } from '../ui/forms/PageForm';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { PageHeader } from '../ui/PageHeader';
import { usePriceRequestAdditions } from './priceRequestAdditions';
import { emptyPriceRequestForm, priceRequestFormSchema, requestInputOf } from './priceRequestForm';
import { PRICE_REQUEST_LIST_PATH, priceRequestPath } from './priceRequestLabels';
import { RequestProductRows } from './RequestProductRows';
import { RequestTermsInputs } from './RequestTermsInputs';

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function RequestForm({ role, userId }: { role: string; userId: string | undefined }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { availability } = usePriceRequestAdditions();
  // The window's first day is checked against the day the form opened; the server checks again.
  const today = useMemo(() => businessDay(), []);
  const schema = useMemo(() => priceRequestFormSchema(today), [today]);
  const resolver = useDomainResolver(schema);
  const defaultValues = useMemo(() => emptyPriceRequestForm(role, userId), [role, userId]);

  const save = async (body: PriceRequestCreate) => {
    const created = await dataProvider.createPriceRequests(body);
    await queryClient.invalidateQueries({ queryKey: ['price-request'] });
    const numbers = created.map((r) => r.displayNumber).join(', ');
    const [only] = created;
    if (created.length === 1 && only) {
      notify('app.priceRequests.create.created', {
        type: 'success',
        messageArgs: { number: only.displayNumber },
      });
      navigate(priceRequestPath(only.id));
    } else {
      notify('app.priceRequests.create.createdMany', {
        type: 'success',
        messageArgs: { count: created.length, numbers },
      });
      navigate(PRICE_REQUEST_LIST_PATH);
    }
  };

  return (
    <Card>
      <PageForm
        label={t('app.priceRequests.create.title')}
        resolver={resolver}
        defaultValues={defaultValues}
        onSave={save}
        errors={{ inputOf: requestInputOf }}
      >
        <CardContent sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}>
          <FormFailure />
          <FormSection title={t('app.priceRequests.create.sections.terms')}>
            <RequestTermsInputs withCustomer scope={dataScopeOf(role)} today={today} />
          </FormSection>
          <Divider />
          <FormSection title={t('app.priceRequests.create.sections.products')}>
            <Typography variant="body2" color="text.secondary">
              {t('app.priceRequests.create.productsHelp')}
            </Typography>
            <RequestProductRows availability={availability} />
          </FormSection>
        </CardContent>
        <Divider />
        <CreateButtons />
      </PageForm>
    </Card>
  );
}

function CreateButtons() {
  const t = useAppTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
      <Button component={Link} to={PRICE_REQUEST_LIST_PATH} color="inherit" disabled={isSubmitting}>
        {t('app.lists.form.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={isSubmitting} loadingPosition="start">
        {isSubmitting ? t('app.priceRequests.create.submitting') : t('app.priceRequests.create.submit')}
      </Button>
    </Box>
  );
}

export function PriceRequestCreatePage() {
  const t = useAppTranslate();
  const { permissions, isPending } = usePermissions<AppPermissions>();
  const { identity, isPending: identityPending } = useGetIdentity();
  const ready = !isPending && !identityPending && permissions;
  return (
    <Box sx={{ maxWidth: 1180 }}>
      <Title title={t('app.priceRequests.create.title')} />
      <PageHeader
        overline={
          <Button
            component={Link}
            to={PRICE_REQUEST_LIST_PATH}
            size="small"
            color="inherit"
            startIcon={<ArrowBackRounded />}
          >
            {t('app.priceRequests.create.back')}
          </Button>
        }
        title={t('app.priceRequests.create.title')}
        subtitle={t('app.priceRequests.create.subtitle')}
      />
      {ready ? (
        <RequestForm
          role={permissions.role}
          userId={identity?.id === undefined ? undefined : String(identity.id)}
        />
      ) : (
        <PageLoader />
      )}
    </Box>
  );
}
