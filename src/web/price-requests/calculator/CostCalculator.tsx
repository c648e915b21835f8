/**
 * The cost calculator on the request's page, for pricing while the request is open: the five
 * numbered sections (base cost, operational costs, transport, extra cost, margins) and, as it is
 * typed, the total cost and the MSP ('N/D' while the base cost is unset or zero). The save sends the
 * inputs with the version the page shows (`PUT …/calculator`); the server recomputes and stores the
 * figures, and a stale version offers to reload.
 */
import SaveRounded from '@mui/icons-material/SaveRounded';
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { CalculatorSave, PriceRequestCosts, PriceRequestDetail } from '../../../domain/priceRequests';
import { useAppTranslate } from '../../providers/appTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { FormFailure } from '../../ui/forms/FormFailure';
import { PageForm } from '../../ui/forms/PageForm';
import { useDomainResolver } from '../../ui/forms/useDomainResolver';
import { usePriceRequestLabels } from '../priceRequestLabels';
import { usePriceRequestCosts, useRequestChanged } from '../priceRequestQueries';
import { BaseCostSection } from './BaseCostSection';
import {
  type CalculatorValues,
  COST_FIELDS,
  calculatorSchema,
  calculatorValuesOf,
  liveFigures,
} from './calculatorForm';
import { ExtraCostSection, MarginsSection } from './ExtraAndMarginsSections';
import { OperationalSection } from './OperationalSection';
import { TransportSection } from './TransportSection';

export function CostCalculator({ request }: { request: PriceRequestDetail }) {
  const t = useAppTranslate();
  const costs = usePriceRequestCosts(request.id, request.version, true);
  return (
    <Card component="section" aria-labelledby="cost-calculator-title">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="cost-calculator-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('app.priceRequestCosts.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('app.priceRequestCosts.subtitle')}
        </Typography>
        {costs.isPending && (
          <Skeleton variant="rounded" height={320} aria-label={t('app.priceRequestCosts.loading')} />
        )}
        {costs.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void costs.refetch()}>
                {t('app.lists.error.reload')}
              </Button>
            }
          >
            {t('app.priceRequestCosts.loadError')}
          </Alert>
        )}
        {/* A save is a new version: the form starts again from what was stored. */}
        {costs.data && <CalculatorForm key={request.version} request={request} costs={costs.data} />}
      </CardContent>
    </Card>
  );
}

function CalculatorForm({ request, costs }: { request: PriceRequestDetail; costs: PriceRequestCosts }) {
  const t = useAppTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const changed = useRequestChanged();
  const volume = costs.volumeTons;
  const schema = useMemo(() => calculatorSchema(request.version, volume), [request.version, volume]);
  const resolver = useDomainResolver(schema);
  const defaultValues = useMemo(() => calculatorValuesOf(costs.costs), [costs.costs]);

  const save = async (body: CalculatorSave) => {
    const saved = await dataProvider.saveCalculator({ id: request.id, ...body });
    notify('app.priceRequestCosts.saved', {
      type: 'success',
      messageArgs: { number: request.displayNumber },
    });
    await changed(saved);
  };

  return (
    <PageForm<CalculatorValues, CalculatorSave>
      label={t('app.priceRequestCosts.title')}
      resolver={resolver}
      defaultValues={defaultValues}
      onSave={save}
      errors={{ fields: COST_FIELDS }}
    >
      <FormFailure onReload={() => void changed()} />
      {!costs.saved && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('app.priceRequestCosts.fromDefaults')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0,1fr)', lg: 'minmax(0,1fr) 300px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <BaseCostSection quotes={costs.quotes} lots={costs.lots} />
          <OperationalSection defaults={costs.defaults} />
          <TransportSection volumeTons={volume} />
          <ExtraCostSection />
          <LiveMargins volume={volume} />
        </Box>
        <FiguresPanel volume={volume} saved={costs.saved} />
      </Box>
    </PageForm>
  );
}

function useLiveFigures(volume: string) {
  const values = useWatch<CalculatorValues>() as CalculatorValues;
  return liveFigures(values, volume);
}

function LiveMargins({ volume }: { volume: string }) {
  return <MarginsSection figures={useLiveFigures(volume)} />;
}

/** The figures as typed, and the save (a calculation never saved may be saved as it starts). */
function FiguresPanel({ volume, saved }: { volume: string; saved: boolean }) {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  const figures = useLiveFigures(volume);
  const { isSubmitting, isDirty } = useFormState();
  const usd = (value: string | null) =>
    value === null
      ? labels.notAvailable
      : t('app.priceRequestDetail.figures.usdPerTon', { amount: labels.usdPerTon(value) });
  return (
    <Box
      sx={{
        position: { lg: 'sticky' },
        top: { lg: 88 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        display: 'grid',
        gap: 1.5,
        bgcolor: 'background.default',
      }}
    >
      <Box role="status" aria-label={t('app.priceRequestCosts.figures')} sx={{ display: 'grid', gap: 1.5 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('app.priceRequests.fields.totalCost')}
          </Typography>
          <Typography
            sx={{ fontSize: 18, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
            data-testid="live-total-cost"
          >
            {usd(figures.totalCost)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('app.priceRequests.fields.msp')}
          </Typography>
          <Typography
            sx={{ fontSize: 24, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            data-testid="live-msp"
          >
            {usd(figures.msp)}
          </Typography>
        </Box>
        {figures.msp === null && (
          <Typography variant="body2" color="text.secondary">
            {t('app.priceRequestCosts.needsBase')}
          </Typography>
        )}
      </Box>
      <Button
        type="submit"
        variant="contained"
        startIcon={<SaveRounded />}
        loading={isSubmitting}
        loadingPosition="start"
        disabled={saved && !isDirty}
      >
        {isSubmitting ? t('app.lists.form.saving') : t('app.priceRequestCosts.save')}
      </Button>
    </Box>
  );
}
