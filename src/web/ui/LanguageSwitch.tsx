/** Español / English switch: changes react-admin's locale and keeps the choice in its cookie. */
import TranslateIcon from '@mui/icons-material/Translate';
import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocaleState, useSetLocale, useTranslate } from 'react-admin';
import { LOCALES, type Locale } from '../../domain/i18n';
import { saveLocale } from '../providers/locale';

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const setLocale = useSetLocale();

  const change = (_: unknown, value: unknown) => {
    if (!isLocale(value) || value === locale) return;
    saveLocale(value);
    void setLocale(value);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TranslateIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={change}
        aria-label={translate('app.auth.language.label')}
      >
        {LOCALES.map((value) => (
          <ToggleButton
            key={value}
            value={value}
            lang={value}
            sx={{ px: 1.25, py: 0.25, fontSize: '0.8rem', textTransform: 'none' }}
          >
            {translate(`app.auth.language.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
