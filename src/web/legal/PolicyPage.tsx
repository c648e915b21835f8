/**
 * The cookie policy (/cookie-policy) and the privacy notice (/privacy-policy): public, readable
 * pages naming the tenant and its contact e-mail, in the visitor's language.
 */
import {
  Box,
  Container,
  Divider,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Locale } from '../../domain/i18n';
import { LOCALE_TAG, TIMEZONE } from '../config';
import { useTenantTheme } from '../tenantTheme';
import { BackButton } from '../ui/BackButton';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { TenantMark } from '../ui/TenantMark';
import { CookiePreferencesLink } from './CookiePreferencesButton';
import { CONSENT_COOKIE } from './cookieConsent';
import { PolicyText } from './PolicyText';

export type PolicyKind = 'cookies' | 'privacy';

/** When the texts last changed; shown under the title. */
export const POLICY_UPDATED = '2026-11-22';

const SECTIONS: Record<PolicyKind, readonly string[]> = {
  cookies: ['what', 'which', 'manage', 'thirdParty', 'changes'],
  privacy: [
    'identity',
    'data',
    'purposes',
    'transfers',
    'arco',
    'revocation',
    'cookies',
    'changes',
    'authority',
  ],
};

const PATHS: Record<PolicyKind, string> = { cookies: '/cookie-policy', privacy: '/privacy-policy' };

/** The cookies the product sets, in the order of the table. */
const COOKIE_ROWS = [
  { key: 'access', names: ['bo_access'] },
  { key: 'refresh', names: ['bo_refresh'] },
  { key: 'adminSession', names: ['bo_admin_access', 'bo_admin_refresh'] },
  { key: 'language', names: ['bo_lang'] },
  { key: 'consent', names: [CONSENT_COOKIE] },
  { key: 'preferences', names: ['bo_sidebar'] },
] as const;

function formatDate(iso: string, locale: string): string {
  const tag = LOCALE_TAG[locale as Locale] ?? LOCALE_TAG.es;
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: TIMEZONE }).format(
    new Date(`${iso}T12:00:00Z`),
  );
}

export function PolicyPage({ kind }: { kind: PolicyKind }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tenant = useTenantTheme();
  const base = `app.common.policies.${kind}`;
  const email = tenant.emailContact;
  const vars = {
    company: tenant.name,
    email: email ?? translate('app.common.policies.contactFallback'),
  };
  const title = translate(`${base}.title`);
  const other: PolicyKind = kind === 'cookies' ? 'privacy' : 'cookies';

  useEffect(() => {
    document.title = `${title} · ${tenant.name}`;
  }, [title, tenant.name]);

  return (
    <Box
      sx={{ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="header"
        sx={{
          bgcolor: 'background.paper',
          borderTop: `4px solid ${tenant.color}`,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="md">
          <Stack
            direction="row"
            spacing={2}
            sx={{
              py: 1.5,
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              rowGap: 1,
            }}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              <TenantMark tenant={tenant} size={36} />
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
                {tenant.name}
              </Typography>
            </Stack>
            <LanguageSwitch />
          </Stack>
        </Container>
      </Box>

      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 1, sm: 2 }, flex: 1 }}>
        <Paper sx={{ p: { xs: 2.5, sm: 4, md: 6 }, borderRadius: 3 }} variant="outlined">
          <BackButton size="small" sx={{ mb: 2, ml: -1 }} />
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.common.policies.updated', { date: formatDate(POLICY_UPDATED, locale) })}
          </Typography>
          <Typography variant="body1" sx={{ mt: 3, fontSize: '1.08rem', lineHeight: 1.7 }}>
            {translate(`${base}.intro`, vars)}
          </Typography>

          <Box
            component="nav"
            aria-label={translate('app.common.policies.contents')}
            sx={{ mt: 3, p: 2.5, bgcolor: 'background.default', borderRadius: 2 }}
          >
            <Typography variant="overline" color="text.secondary" component="h2">
              {translate('app.common.policies.contents')}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 2.5, columns: { sm: 2 }, columnGap: 4 }}>
              {SECTIONS[kind].map((section) => (
                <li key={section}>
                  <Link href={`#${section}`} underline="hover" variant="body2">
                    {translate(`${base}.sections.${section}.title`)}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>

          {SECTIONS[kind].map((section, index) => (
            <Box component="section" key={section} id={section} sx={{ mt: 4, scrollMarginTop: 16 }}>
              <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.35rem' } }}>
                {`${index + 1}. ${translate(`${base}.sections.${section}.title`)}`}
              </Typography>
              <Box sx={{ lineHeight: 1.7, '& p, & li': { lineHeight: 1.7 } }}>
                <PolicyText text={translate(`${base}.sections.${section}.body`, vars)} email={email} />
              </Box>
              {kind === 'cookies' && section === 'which' && <CookieTable />}
            </Box>
          ))}

          <Divider sx={{ my: 4 }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
            <Link component={RouterLink} to={PATHS[other]} underline="hover">
              {translate(`app.common.policies.${other}.title`)}
            </Link>
            <Link component={RouterLink} to="/login" underline="hover">
              {translate('app.common.policies.backToLogin')}
            </Link>
            <CookiePreferencesLink variant="body1" sx={{ alignSelf: 'flex-start' }} />
          </Stack>
        </Paper>
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ textAlign: 'center', mt: 3 }}
        >
          {translate('app.auth.shell.rights', { year: new Date().getFullYear(), company: tenant.name })}
        </Typography>
      </Container>
    </Box>
  );
}

function CookieTable() {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const head = 'app.common.policies.cookies.table';
  const purpose = (key: string) => translate(`app.common.policies.cookies.items.${key}.purpose`);
  const duration = (key: string) => translate(`app.common.policies.cookies.items.${key}.duration`);

  if (narrow) {
    // Three columns do not fit a phone: one small card per cookie instead.
    return (
      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, my: 2 }}>
        {COOKIE_ROWS.map((row) => (
          <Box
            component="li"
            key={row.key}
            sx={{ p: 1.75, border: 1, borderColor: 'divider', borderRadius: 2 }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
              <Box
                sx={{
                  fontFamily: 'monospace',
                  fontSize: '0.85rem',
                  fontWeight: 600,
                  wordBreak: 'break-word',
                }}
              >
                {row.names.join(', ')}
              </Box>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {duration(row.key)}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {purpose(row.key)}
            </Typography>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto', my: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" sx={{ '& td, & th': { verticalAlign: 'top', py: 1.25 } }}>
        <TableHead>
          <TableRow sx={{ bgcolor: 'background.default' }}>
            <TableCell component="th">{translate(`${head}.name`)}</TableCell>
            <TableCell component="th">{translate(`${head}.purpose`)}</TableCell>
            <TableCell component="th" sx={{ whiteSpace: 'nowrap' }}>
              {translate(`${head}.duration`)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {COOKIE_ROWS.map((row) => (
            <TableRow key={row.key}>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem', whiteSpace: 'nowrap' }}>
                {row.names.map((name) => (
                  <Box key={name}>{name}</Box>
                ))}
              </TableCell>
              <TableCell>{purpose(row.key)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{duration(row.key)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default PolicyPage;
