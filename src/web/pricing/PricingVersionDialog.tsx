/**
 * One saved version, read-only: when, by whom and why, its values grouped as in the form (the ones
 * it changed marked, with their previous value), so any past state of the parameters can be checked.
 */
import CloseRounded from '@mui/icons-material/CloseRounded';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import type { PricingVersion } from '../../domain/pricing';
import type { PackagingType } from '../../domain/products';
import { formatDateTime } from '../format';
import { serverMessageOf } from '../providers/apiErrors';
import { PRICING_GROUPS, type PricingField } from './pricingForm';
import { usePricingVersion } from './pricingQueries';
import { pricingFieldLabel, pricingValueText } from './pricingText';

interface Props {
  setId: string;
  version: number;
  latestVersion: number;
  onClose: () => void;
}

function storedValue(values: PricingVersion['values'], field: PricingField): string {
  const [head, packaging] = field.split('.');
  if (head === 'handlingPerTon' && packaging) return values.handlingPerTon[packaging as PackagingType];
  return values[head as Exclude<keyof PricingVersion['values'], 'handlingPerTon'>];
}

export function PricingVersionDialog({ setId, version, latestVersion, onClose }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const query = usePricingVersion(setId, version);
  const data = query.data;
  const changed = new Map(data?.changes.map((c) => [c.field, c]) ?? []);
  const initial = data?.changes.every((c) => c.from === null) ?? false;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {translate('app.pricing.history.version', { version })}
        </Box>
        <Chip
          size="small"
          variant={version === latestVersion ? 'filled' : 'outlined'}
          color={version === latestVersion ? 'primary' : 'default'}
          label={translate(
            version === latestVersion ? 'app.pricing.history.current' : 'app.pricing.view.readOnly',
          )}
        />
        <IconButton aria-label={translate('app.pricing.view.close')} onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <Box role="status" aria-busy="true">
            <Skeleton width="50%" />
            <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
          </Box>
        ) : query.isError ? (
          <Alert severity="error">
            {serverMessageOf(query.error) ?? translate('app.pricing.view.loadError')}
          </Alert>
        ) : data ? (
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {translate('app.pricing.view.savedBy', {
                  date: formatDateTime(data.createdAt, locale as Locale),
                  name: data.createdBy?.fullName ?? translate('app.pricing.history.system'),
                })}
              </Typography>
              {data.comment && (
                <Typography
                  sx={{ mt: 1, pl: 1.25, borderLeft: 3, borderColor: 'divider', fontStyle: 'italic' }}
                >
                  {data.comment}
                </Typography>
              )}
            </Box>
            {PRICING_GROUPS.map((group) => (
              <Box key={group.key} component="section" aria-labelledby={`${titleId}-${group.key}`}>
                <Typography
                  id={`${titleId}-${group.key}`}
                  variant="subtitle2"
                  component="h3"
                  sx={{ fontWeight: 700, mb: 1 }}
                >
                  {translate(`app.pricing.groups.${group.key}`)}
                </Typography>
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
                  }}
                >
                  {group.fields.map((field) => {
                    const change = initial ? undefined : changed.get(field);
                    return (
                      <Box
                        key={field}
                        sx={{
                          px: 1.5,
                          py: 1,
                          borderRadius: 1.5,
                          border: 1,
                          borderColor: change ? 'primary.main' : 'divider',
                          bgcolor: change ? 'action.hover' : 'transparent',
                        }}
                      >
                        <Typography component="dt" variant="caption" color="text.secondary">
                          {pricingFieldLabel(field, translate, locale as Locale)}
                        </Typography>
                        <Typography
                          component="dd"
                          sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                        >
                          {pricingValueText(field, storedValue(data.values, field), locale as Locale)}
                        </Typography>
                        {change && (
                          <Typography component="dd" variant="caption" color="primary" sx={{ m: 0 }}>
                            {translate('app.pricing.view.before', {
                              value: pricingValueText(field, change.from, locale as Locale),
                            })}
                          </Typography>
                        )}
                      </Box>
                    );
                  })}
                </Box>
              </Box>
            ))}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{translate('app.pricing.view.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
