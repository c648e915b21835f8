/** The reset-password rules (PASSWORD_RULES) ticked one by one as the user types. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { PASSWORD_RULES } from '../../domain/auth';
import { visuallyHidden } from '../ui/visuallyHidden';

export function PasswordChecklist({ password }: { password: string }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Box sx={{ p: 1.75, borderRadius: 2, bgcolor: 'background.default' }}>
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 500, mb: 0.75 }}>
        {translate('app.auth.recovery.rulesTitle')}
      </Typography>
      <Stack component="ul" aria-labelledby={titleId} spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <Stack
              component="li"
              key={rule.key}
              direction="row"
              spacing={1}
              data-met={met}
              sx={{ alignItems: 'center', color: met ? 'success.main' : 'text.secondary' }}
            >
              {met ? (
                <CheckCircleIcon fontSize="small" aria-hidden />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" aria-hidden />
              )}
              <Typography variant="body2" sx={{ color: met ? 'text.primary' : 'inherit' }}>
                {translate(rule.key)}
                <Box component="span" sx={visuallyHidden}>
                  {` (${translate(met ? 'app.auth.recovery.ruleMet' : 'app.auth.recovery.ruleUnmet')})`}
                </Box>
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
