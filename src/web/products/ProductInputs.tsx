/** The fields of a product in the form around them, shared by "Nuevo producto" and the edit dialog. */
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController, useFormState } from 'react-hook-form';
import { FormTextField } from '../ui/forms/FormTextField';
import { PackagingChips } from './PackagingChips';
import { PRODUCT_LIMITS, type ProductFormValues, referenceAsTyped } from './productForm';

interface Props {
  autoFocus?: boolean;
  /** Two columns on wide screens (the page's form); one in the dialog. */
  wide?: boolean;
}

export function ProductInputs({ autoFocus, wide }: Props) {
  const translate = useTranslate();
  const disabled = useFormState().isSubmitting;
  const field = (name: string) => translate(`app.products.fields.${name}`);
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 3,
        rowGap: 2.5,
        gridTemplateColumns: wide ? { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } : '1fr',
        alignItems: 'start',
      }}
    >
      <FormTextField
        name="reference"
        label={field('reference')}
        required
        disabled={disabled}
        autoFocus={autoFocus}
        limits={PRODUCT_LIMITS.reference}
        transform={referenceAsTyped}
        helperText={translate('app.products.form.referenceHint')}
        slotProps={{
          htmlInput: { autoComplete: 'off', spellCheck: false, style: { fontFamily: 'monospace' } },
        }}
      />
      <FormTextField
        name="name"
        label={field('name')}
        required
        disabled={disabled}
        limits={PRODUCT_LIMITS.name}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <PackagingChips name="packagingTypes" disabled={disabled} />
      <ActiveSwitch disabled={disabled} />
    </Box>
  );
}

/** Whether the product is offered on orders, with what that means under the switch. */
function ActiveSwitch({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const { field: active } = useController<ProductFormValues, 'active'>({ name: 'active' });
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={active.value ?? true}
            onChange={(event) => active.onChange(event.target.checked)}
            onBlur={active.onBlur}
            inputRef={active.ref}
            disabled={disabled}
          />
        }
        label={translate('app.products.fields.active')}
      />
      <Typography variant="body2" color="text.secondary" sx={{ ml: 6.5, mt: -0.5 }}>
        {translate(
          (active.value ?? true) ? 'app.products.form.activeHint' : 'app.products.form.inactiveHint',
        )}
      </Typography>
    </Box>
  );
}
