/**
 * 'Abiertas sin disponibilidad de material': how many open orders no stock covers
 * (`GET /api/orders/count-without-material`, for the home's seller and delivery range), with no table — the hint to request material and
 * adjust the requested delivery date, and the products most short (needed against available tons).
 */
import { Alert, Badge, Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import type { MaterialShortageQuery } from '../../../domain/inventory';
import { PACKAGING_LABELS } from '../../../domain/products';
import { formatTons } from '../../format';
import type { AppDataProvider } from '../../providers/dataProvider';
import { materialShortageKey, T } from './allocationQueries';

const N = `${T}.home.noMaterial`;

export function NoMaterialQueue({ filters }: { filters: MaterialShortageQuery }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const dataProvider = useDataProvider<AppDataProvider>();
  const shortage = useQuery({
    queryKey: materialShortageKey(filters),
    queryFn: () => dataProvider.getMaterialShortage(filters),
  });
  const count = shortage.data?.count;
  return (
    <Box
      data-testid="queue-NO_MATERIAL"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        p: { xs: 1.5, sm: 2 },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Badge
          badgeContent={count ?? '…'}
          max={9999}
          showZero
          color={count ? 'warning' : 'default'}
          data-testid="no-material-count"
          sx={{
            '& .MuiBadge-badge': {
              position: 'static',
              transform: 'none',
              minWidth: 32,
              height: 24,
              fontWeight: 700,
            },
          }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {translate(`${N}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${N}.description`)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="no-material-hint">
            {translate(`${N}.hint`)}
          </Typography>
          {shortage.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {translate(`${N}.loadError`)}
            </Alert>
          )}
          {shortage.data && shortage.data.products.length > 0 && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="subtitle2" component="h4">
                {translate(`${N}.productsTitle`)}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {shortage.data.products.map((p) => (
                  <Typography component="li" variant="body2" key={`${p.reference}|${p.packagingType}`}>
                    {translate(`${N}.product`, {
                      reference: p.reference,
                      packaging: PACKAGING_LABELS[p.packagingType][lang],
                      needed: formatTons(p.neededKg, 1, lang),
                      available: formatTons(p.availableKg, 1, lang),
                    })}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
