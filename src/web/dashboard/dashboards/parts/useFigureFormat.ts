/** The figure formats of the user's language, and the chart colours of the tenant's theme. */
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { type FigureFormat, figureFormat } from '../figureFormat';

export function useFigureFormat(): FigureFormat {
  const [locale] = useLocaleState();
  return figureFormat(locale === 'en' ? 'en' : 'es');
}

/**
 * Series colours: the tenant's primary first, then the theme's other colours, each readable on
 * white; charts never carry their library's own palette.
 */
export function useChartColors(): string[] {
  const { palette } = useTheme();
  return useMemo(
    () => [
      palette.primary.main,
      palette.secondary.main,
      palette.warning.main,
      palette.info.main,
      palette.success.main,
      palette.error.main,
      palette.grey[600],
    ],
    [palette],
  );
}
