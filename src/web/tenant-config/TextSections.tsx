/** Identidad, SEO and Contacto: the configuration's plain text fields, grouped as the screen shows them. */
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../ui/forms/FormTextField';
import { SettingsSection } from './SettingsSection';
import { TENANT_LIMITS, type TenantFormValues } from './tenantConfigForm';

interface Props {
  disabled: boolean;
}

type TextName = keyof typeof TENANT_LIMITS;

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  '& > .wide': { gridColumn: '1 / -1' },
} as const;

/** "12 / 300": what is left of a long text. */
function Counter({ name }: { name: TextName }) {
  const value = useWatch<TenantFormValues, TextName>({ name });
  return (
    <Box component="span" sx={{ float: 'right', ml: 1 }}>
      {`${value.length} / ${TENANT_LIMITS[name].max}`}
    </Box>
  );
}

/**
 * A text of the configuration by its name: its label and hint (`fields.<name>`, `hints.<name>`),
 * its limits, and for a long text what is left of it.
 */
function TextInput({
  name,
  counted,
  ...props
}: Omit<FormTextFieldProps, 'name' | 'label' | 'limits' | 'helperText'> & {
  name: TextName;
  /** Shows "12 / 300" under a long text. */
  counted?: boolean;
}) {
  const translate = useTranslate();
  const hint = translate(`app.tenantConfig.hints.${name}`);
  return (
    <FormTextField
      name={name}
      label={translate(`app.tenantConfig.fields.${name}`)}
      limits={TENANT_LIMITS[name]}
      helperText={
        counted ? (
          <>
            {hint}
            <Counter name={name} />
          </>
        ) : (
          hint
        )
      }
      {...props}
    />
  );
}

export function IdentitySection({ disabled }: Props) {
  return (
    <SettingsSection section="identity" icon={<BadgeOutlined />}>
      <Box sx={grid}>
        <TextInput name="name" required disabled={disabled} className="wide" />
        <TextInput name="shortName" required disabled={disabled} />
        <TextInput name="productName" required disabled={disabled} />
        <TextInput
          name="businessDescription"
          counted
          disabled={disabled}
          multiline
          minRows={3}
          className="wide"
        />
        <TextInput
          name="website"
          disabled={disabled}
          type="url"
          placeholder="https://"
          className="wide"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    </SettingsSection>
  );
}

export function SeoSection({ disabled }: Props) {
  return (
    <SettingsSection section="seo" icon={<TravelExploreOutlined />}>
      <Box sx={grid}>
        <TextInput name="seoTitle" disabled={disabled} className="wide" />
        <TextInput name="seoDescription" counted disabled={disabled} multiline minRows={2} className="wide" />
        <TextInput name="seoKeywords" disabled={disabled} className="wide" />
      </Box>
    </SettingsSection>
  );
}

export function ContactSection({ disabled }: Props) {
  return (
    <SettingsSection section="contact" icon={<ContactPhoneOutlined />}>
      <Box sx={grid}>
        <TextInput
          name="contactPhone"
          disabled={disabled}
          type="tel"
          slotProps={{ htmlInput: { autoComplete: 'tel' } }}
        />
        <TextInput
          name="emailContact"
          disabled={disabled}
          type="email"
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
      </Box>
    </SettingsSection>
  );
}
