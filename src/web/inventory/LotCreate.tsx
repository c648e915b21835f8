/**
 * /inventory/create: a reception, checked with lotCreateSchema as it is typed (the original
 * client's texts) and never dated after today; the server's refusals shown on their fields. Once
 * the lot exists its COA certificate is uploaded, and the lot's page opens with a success notice
 * (or, if only the upload failed, a warning to upload it from there).
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Box, Button, Card, CardContent, Divider } from '@mui/material';
import { useMemo } from 'react';
import { Title, useCreate, useDataProvider, useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { businessDay } from '../../domain/dates';
import type { LotView } from '../../domain/inventory/lots';
import { useAppTranslate } from '../providers/appTranslate';
import type { AppDataProvider } from '../providers/dataProvider';
import { FormFailure } from '../ui/forms/FormFailure';
import { PageForm } from '../ui/forms/PageForm';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { PageHeader } from '../ui/PageHeader';
import { LotInputs } from './LotInputs';
import { lotPath } from './LotParts';
import { emptyLotForm, LOT_FIELDS, type LotReception, lotFormSchema } from './lotForm';

export function LotCreatePage() {
  const t = useAppTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [create] = useCreate<LotView>();
  const today = useMemo(() => businessDay(), []);
  const schema = useMemo(() => lotFormSchema(today), [today]);
  const resolver = useDomainResolver(schema);

  const save = async ({ body, coa }: LotReception) => {
    const created = await create(
      'inventory',
      { data: body },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    if (!created) return;
    let uploaded = true;
    if (coa) {
      try {
        await dataProvider.uploadLotCoa({ id: created.id, file: coa });
      } catch {
        uploaded = false;
      }
    }
    notify(uploaded ? 'app.inventory.create.created' : 'app.inventory.create.coaFailed', {
      type: uploaded ? 'success' : 'warning',
      messageArgs: { lot: created.lot },
    });
    navigate(lotPath(created.id));
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Title title={t('app.inventory.create.title')} />
      <PageHeader
        overline={
          <Button
            component={Link}
            to="/inventory"
            size="small"
            color="inherit"
            startIcon={<ArrowBackRounded />}
          >
            {t('app.inventory.create.back')}
          </Button>
        }
        title={t('app.inventory.create.title')}
        subtitle={t('app.inventory.create.subtitle')}
      />
      <Card>
        <PageForm
          label={t('app.inventory.create.title')}
          resolver={resolver}
          defaultValues={emptyLotForm(today)}
          onSave={save}
          errors={{ fields: LOT_FIELDS, conflictField: 'lot' }}
        >
          <CardContent sx={{ p: { xs: 2, md: 3 } }}>
            <FormFailure />
            <LotInputs today={today} />
          </CardContent>
          <Divider />
          <CreateButtons />
        </PageForm>
      </Card>
    </Box>
  );
}

function CreateButtons() {
  const t = useAppTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
      <Button component={Link} to="/inventory" color="inherit" disabled={isSubmitting}>
        {t('app.lists.form.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={isSubmitting} loadingPosition="start">
        {isSubmitting ? t('app.inventory.create.submitting') : t('app.inventory.create.submit')}
      </Button>
    </Box>
  );
}
