/**
 * A live, miniature rendering of the app in the colour being chosen, before it is saved: the
 * header with the tenant's mark, the sidebar with its active item, a card with the main buttons,
 * and the sign-in page's coloured panel. It uses the app's own theme builder, so what it shows is
 * what the app will look like.
 */
import CheckRounded from '@mui/icons-material/CheckRounded';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { Box, Button, Chip, Switch, Typography } from '@mui/material';
import { alpha, darken, ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { createAppTheme } from '../theme';
import { initialsOf } from '../ui/TenantMark';

interface Props {
  color: string;
  name: string;
  shortName: string;
  logo: string | null;
}

export function ThemePreview({ color, name, shortName, logo }: Props) {
  const translate = useTranslate();
  const theme = useMemo(() => createAppTheme(color), [color]);
  const primary = theme.palette.primary.main;
  const onPrimary = theme.palette.primary.contrastText;
  const label = shortName.trim() || name.trim() || '·';
  const t = (key: string) => translate(`app.tenantConfig.preview.${key}`);

  const mark = logo ? (
    <Box component="img" src={logo} alt="" sx={{ height: 18, maxWidth: 72, objectFit: 'contain' }} />
  ) : (
    <>
      <Box
        data-testid="preview-mark"
        style={{ backgroundColor: primary, color: onPrimary }}
        sx={{
          width: 18,
          height: 18,
          borderRadius: '5px',
          display: 'grid',
          placeItems: 'center',
          fontSize: 10,
          fontWeight: 700,
          flexShrink: 0,
        }}
      >
        {label.charAt(0).toLocaleUpperCase()}
      </Box>
      <Typography noWrap sx={{ fontSize: 12, fontWeight: 700, color: primary, minWidth: 0 }}>
        {label}
      </Typography>
    </>
  );

  return (
    <ThemeProvider theme={theme}>
      <Box
        data-testid="theme-preview"
        data-color={primary}
        role="group"
        aria-label={t('label')}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}
      >
        {/* The app: header, sidebar, a card with buttons. */}
        <Box
          aria-hidden
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'background.default',
            minHeight: 200,
            display: 'flex',
            flexDirection: 'column',
            userSelect: 'none',
          }}
        >
          <Box
            sx={{
              height: 34,
              px: 1.25,
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {mark}
            <Box sx={{ flex: 1 }} />
            <NotificationsOutlined sx={{ fontSize: 15, color: 'text.secondary' }} />
            <Box
              sx={{
                width: 18,
                height: 18,
                borderRadius: '50%',
                bgcolor: alpha(primary, 0.15),
                color: primary,
                fontSize: 9,
                fontWeight: 700,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {initialsOf(t('userName'))}
            </Box>
          </Box>
          <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
            <Box
              sx={{
                width: 112,
                flexShrink: 0,
                bgcolor: 'background.paper',
                borderRight: 1,
                borderColor: 'divider',
                py: 1,
                display: { xs: 'none', sm: 'block' },
              }}
            >
              {[
                { icon: HomeOutlined, text: t('home'), active: false },
                { icon: ListAltOutlined, text: t('orders'), active: true },
                { icon: PeopleAltOutlined, text: t('customers'), active: false },
              ].map(({ icon: Icon, text, active }) => (
                <Box
                  key={text}
                  data-testid={active ? 'preview-active-item' : undefined}
                  sx={{
                    mx: 0.75,
                    mb: 0.25,
                    px: 0.75,
                    height: 22,
                    borderRadius: 1,
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.75,
                    fontSize: 10.5,
                    fontWeight: active ? 600 : 500,
                    color: active ? primary : 'text.primary',
                    bgcolor: active ? alpha(primary, 0.1) : 'transparent',
                    '& svg': { fontSize: 13, color: active ? primary : 'text.secondary' },
                  }}
                >
                  <Icon />
                  <Box
                    component="span"
                    sx={{ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
                  >
                    {text}
                  </Box>
                </Box>
              ))}
            </Box>
            <Box sx={{ flex: 1, p: 1.25, minWidth: 0 }}>
              <Box
                sx={{
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1.5,
                  p: 1.25,
                  display: 'grid',
                  gap: 1,
                }}
              >
                <Typography sx={{ fontSize: 12, fontWeight: 600 }}>{t('cardTitle')}</Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
                  <Chip size="small" color="primary" label={t('chip')} sx={{ height: 18, fontSize: 10 }} />
                  <Box component="span" sx={{ fontSize: 10.5, color: primary, textDecoration: 'underline' }}>
                    {t('link')}
                  </Box>
                  <Switch size="small" checked readOnly tabIndex={-1} sx={{ ml: 'auto' }} />
                </Box>
                <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
                  <Button
                    data-testid="preview-primary"
                    variant="contained"
                    size="small"
                    tabIndex={-1}
                    startIcon={<CheckRounded />}
                    style={{ backgroundColor: primary, color: onPrimary }}
                    sx={{ fontSize: 10.5, py: 0.25, minHeight: 0, '& svg': { fontSize: '14px !important' } }}
                  >
                    {t('save')}
                  </Button>
                  <Button
                    variant="outlined"
                    size="small"
                    tabIndex={-1}
                    sx={{ fontSize: 10.5, py: 0.25, minHeight: 0 }}
                  >
                    {t('cancel')}
                  </Button>
                </Box>
              </Box>
            </Box>
          </Box>
        </Box>

        {/* The sign-in page's panel in the colour. */}
        <Box
          aria-hidden
          sx={{
            borderRadius: 2,
            overflow: 'hidden',
            minHeight: 200,
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            color: onPrimary,
            background: `linear-gradient(155deg, ${primary} 0%, ${darken(primary, 0.45)} 100%)`,
            userSelect: 'none',
          }}
        >
          <Typography sx={{ fontSize: 10, letterSpacing: '0.1em', textTransform: 'uppercase', opacity: 0.8 }}>
            {t('signIn')}
          </Typography>
          <Box>
            <Typography sx={{ fontSize: 17, fontWeight: 700, lineHeight: 1.2 }}>
              {name.trim() || label}
            </Typography>
            <Box
              sx={{
                mt: 1.5,
                height: 22,
                borderRadius: 1,
                bgcolor: 'background.paper',
                color: primary,
                fontSize: 10.5,
                fontWeight: 600,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {t('signInButton')}
            </Box>
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
