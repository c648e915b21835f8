/**
 * The company's own e-mail domains as chips: typed and added with Enter, comma or leaving the
 * field, each checked like the server does (a domain, not an address; no repeats; at most five).
 * Users with an e-mail of these domains see the credit-terms menu.
 */
import { Box, Chip, TextField } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Controller } from 'react-hook-form';
import { emailDomainSchema } from '../../domain/tenants';
import { fieldErrorText } from '../ui/forms/fieldError';
import { MAX_EMAIL_DOMAINS, type TenantFormValues } from './tenantConfigForm';

interface Props {
  disabled: boolean;
}

export function DomainChipsField({ disabled }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`app.tenantConfig.domains.${key}`, args);

  return (
    <Controller<TenantFormValues, 'companyEmailDomains'>
      name="companyEmailDomains"
      render={({ field, fieldState }) => {
        const domains = field.value;
        const full = domains.length >= MAX_EMAIL_DOMAINS;
        const add = () => {
          // Someone may paste an address: its domain is what counts.
          const typed = text.trim().replace(/^.*@/, '');
          if (!typed) return true;
          const parsed = emailDomainSchema.safeParse(typed);
          if (!parsed.success) {
            setProblem(t('invalid'));
            return false;
          }
          if (domains.includes(parsed.data)) {
            setProblem(t('duplicate', { domain: parsed.data }));
            return false;
          }
          if (full) {
            setProblem(t('max', { max: MAX_EMAIL_DOMAINS }));
            return false;
          }
          field.onChange([...domains, parsed.data]);
          setText('');
          setProblem(null);
          return true;
        };
        const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter' || event.key === ',' || event.key === ' ') {
            event.preventDefault();
            add();
          } else if (event.key === 'Backspace' && text === '' && domains.length > 0) {
            field.onChange(domains.slice(0, -1));
          }
        };
        const error = problem ?? fieldErrorText(translate, fieldState.error);
        return (
          <Box>
            <TextField
              name={field.name}
              inputRef={field.ref}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(null);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => {
                add();
                field.onBlur();
              }}
              disabled={disabled || full}
              fullWidth
              label={translate('app.tenantConfig.fields.companyEmailDomains')}
              placeholder={full ? t('full', { max: MAX_EMAIL_DOMAINS }) : t('placeholder')}
              error={Boolean(error)}
              helperText={error ?? t('hint', { max: MAX_EMAIL_DOMAINS })}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 253 },
              }}
            />
            {domains.length > 0 && (
              <Box
                component="ul"
                aria-label={translate('app.tenantConfig.fields.companyEmailDomains')}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, mt: 1.5, p: 0 }}
              >
                {domains.map((domain) => (
                  <li key={domain}>
                    <Chip
                      label={`@${domain}`}
                      onDelete={
                        disabled ? undefined : () => field.onChange(domains.filter((d) => d !== domain))
                      }
                      title={disabled ? undefined : t('remove', { domain })}
                    />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        );
      }}
    />
  );
}
