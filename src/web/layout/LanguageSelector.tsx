/**
 * Español / English. Switches react-admin's locale, keeps the choice in the language cookie
 * (365 days) and in the user's preferences on the server.
 */
import CheckRounded from '@mui/icons-material/CheckRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import {
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
} from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES, type Locale } from '../../domain/i18n';
import { saveLocale } from '../providers/locale';
import { useSavePreferences } from '../ui/useSavePreferences';

export function useLanguage(): [Locale, (next: Locale) => void] {
  const [locale, setLocale] = useLocaleState();
  const save = useSavePreferences();
  const current = (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'es';
  const change = (next: Locale) => {
    if (next === current) return;
    setLocale(next);
    saveLocale(next);
    // The cookie already holds the choice; the profile copy is a convenience for other devices.
    save({ language: next }).catch(() => undefined);
  };
  return [current, change];
}

export function LanguageSelector({ collapsed }: { collapsed: boolean }) {
  const translate = useTranslate();
  const [locale, setLanguage] = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = translate('app.layout.language.label');

  if (collapsed) {
    return (
      <>
        <Tooltip title={label} placement="right" arrow>
          <IconButton
            aria-label={label}
            aria-haspopup="menu"
            aria-expanded={Boolean(anchor)}
            aria-controls={anchor ? menuId : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ mx: 'auto', display: 'flex', color: 'text.secondary', width: 40, height: 40 }}
          >
            <TranslateRounded fontSize="small" />
          </IconButton>
        </Tooltip>
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'center', horizontal: 'right' }}
          transformOrigin={{ vertical: 'center', horizontal: 'left' }}
          slotProps={{ paper: { sx: { ml: 1, minWidth: 168 } }, list: { 'aria-label': label } }}
        >
          {LOCALES.map((code) => (
            <MenuItem
              key={code}
              lang={code}
              selected={code === locale}
              onClick={() => {
                setAnchor(null);
                setLanguage(code);
              }}
            >
              <ListItemText>{translate(`app.layout.language.${code}`)}</ListItemText>
              {code === locale && (
                <ListItemIcon sx={{ minWidth: 0, ml: 2 }}>
                  <CheckRounded fontSize="small" color="primary" />
                </ListItemIcon>
              )}
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  }

  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      value={locale}
      aria-label={label}
      onChange={(_, next: Locale | null) => next && setLanguage(next)}
      sx={{
        mx: 1,
        width: 'auto',
        p: '3px',
        gap: '3px',
        borderRadius: 2,
        bgcolor: 'action.hover',
        '&& .MuiToggleButton-root': {
          m: 0,
          py: 0.5,
          border: 0,
          borderRadius: '7px',
          fontSize: '0.8rem',
          fontWeight: 600,
          textTransform: 'none',
          color: 'text.secondary',
          '&:hover': { color: 'text.primary', bgcolor: 'transparent' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
        },
        '&& .MuiToggleButton-root.Mui-selected': {
          color: 'primary.main',
          bgcolor: 'background.paper',
          boxShadow: '0 1px 2px rgba(16, 24, 40, 0.12), 0 0 0 1px rgba(16, 24, 40, 0.04)',
        },
      }}
    >
      {LOCALES.map((code) => (
        <ToggleButton key={code} value={code} lang={code}>
          {translate(`app.layout.language.${code}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
