/**
 * The document type of an upload or an edit: a choice among the uploadable types, or, when the
 * caller fixes it (a payment receipt), the type's name shown read-only with a lock.
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { Locale } from '../../../../domain/i18n';
import { ORDER_DOCUMENT_TYPE_LABELS, UPLOADABLE_DOCUMENT_TYPES } from '../../../../domain/orders/enums';

export type UploadableDocumentType = (typeof UPLOADABLE_DOCUMENT_TYPES)[number];

interface Props {
  label: string;
  value: string;
  onChange: (type: string) => void;
  /** A type the user may not change; `testId` marks its read-only input. */
  locked?: { type: UploadableDocumentType; testId?: string };
}

export function DocumentTypeField({ label, value, onChange, locked }: Props) {
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  if (locked) {
    return (
      <TextField
        label={label}
        value={ORDER_DOCUMENT_TYPE_LABELS[locked.type][lang]}
        disabled
        fullWidth
        slotProps={{
          htmlInput: { 'data-testid': locked.testId, readOnly: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <LockOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    );
  }
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)} fullWidth>
      {UPLOADABLE_DOCUMENT_TYPES.map((t) => (
        <MenuItem key={t} value={t}>
          {ORDER_DOCUMENT_TYPE_LABELS[t][lang]}
        </MenuItem>
      ))}
    </TextField>
  );
}
