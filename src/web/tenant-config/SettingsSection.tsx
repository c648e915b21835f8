/**
 * One section of the configuration: its title and what it is for beside (above, on phones) its
 * fields. Both texts come from the section's key (`app.tenantConfig.sections.<key>` and `<key>Hint`),
 * and so does its anchor (`tenant-<key>`, e.g. `tenant-external-bi`).
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useAppTranslate } from '../providers/appTranslate';

export type SettingsSectionKey =
  | 'identity'
  | 'theme'
  | 'images'
  | 'seo'
  | 'contact'
  | 'operation'
  | 'externalBi';

interface Props {
  section: SettingsSectionKey;
  icon: ReactNode;
  children: ReactNode;
}

export function SettingsSection({ section, icon, children }: Props) {
  const t = useAppTranslate();
  const id = `tenant-${section.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{
        display: 'grid',
        gap: { xs: 1.5, lg: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr)' },
        alignItems: 'start',
        scrollMarginTop: 88,
      }}
      id={id}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', pt: { lg: 1 } }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 36,
            height: 36,
            flexShrink: 0,
            borderRadius: 2,
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.1),
            '& svg': { fontSize: 20 },
          })}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ fontSize: '1.05rem' }}>
            {t(`app.tenantConfig.sections.${section}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t(`app.tenantConfig.sections.${section}Hint`)}
          </Typography>
        </Box>
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2, md: 3 }, '&:last-child': { pb: { xs: 2, md: 3 } } }}>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
