/**
 * The COA certificate of the reception form: a file chosen (PDF or image, 10 MB at most, checked by
 * the form's schema) and held until the lot is created, then uploaded.
 */
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { Box, Button, FormControl, FormHelperText, FormLabel, IconButton, Typography } from '@mui/material';
import { type CSSProperties, useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { useAppTranslate } from '../providers/appTranslate';
import { fieldErrorText } from '../ui/forms/fieldError';
import { visuallyHidden } from '../ui/visuallyHidden';

/** What the file dialog offers; the schema still checks what is chosen. */
export const COA_ACCEPT = 'application/pdf,.pdf,image/*';

export function CoaPicker({ name, disabled }: { name: string; disabled?: boolean }) {
  const t = useAppTranslate();
  const translate = useTranslate();
  const inputId = useId();
  const hintId = useId();
  const { field, fieldState } = useController({ name });
  const input = useRef<HTMLInputElement | null>(null);
  const file = field.value instanceof File ? field.value : null;
  const error = fieldErrorText(translate, fieldState.error);
  return (
    <FormControl error={Boolean(error)} disabled={disabled} sx={{ gap: 0.75 }}>
      <FormLabel htmlFor={inputId}>{t('app.inventory.form.coa')}</FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {/* The input sits beside the button, not inside it: a control inside a control is not
            announced properly (axe: nested-interactive). The button opens the input's dialog. */}
        <input
          id={inputId}
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          name={field.name}
          type="file"
          accept={COA_ACCEPT}
          aria-describedby={hintId}
          tabIndex={-1}
          style={visuallyHidden as CSSProperties}
          disabled={disabled}
          onChange={(event) => {
            field.onChange(event.target.files?.[0] ?? null);
            // The same file chosen again after removing it must still count as a change.
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={<AttachFileRounded />}
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {file ? t('app.inventory.coa.change') : t('app.inventory.coa.choose')}
        </Button>
        {file && (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('app.inventory.coa.remove')}
              onClick={() => field.onChange(null)}
              disabled={disabled}
            >
              <CloseRounded fontSize="small" />
            </IconButton>
          </>
        )}
      </Box>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {error ?? t('app.inventory.coa.hint')}
      </FormHelperText>
    </FormControl>
  );
}
