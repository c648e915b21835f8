/** Identidad, SEO and Contacto: the configuration's plain text fields, grouped as the screen shows them. */
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../ui/forms/FormTextField';
import { SettingsSection } from './SettingsSection';
import { TENANT_LIMITS, type TenantFormValues } from './tenantConfigForm';

interface Props {
  disabled: boolean;
}

type TextName = keyof typeof TENANT_LIMITS;

function useFieldText() {
  const translate = useTranslate();
  return {
    label: (name: TextName) => translate(`app.tenantConfig.fields.${name}`),
    hint: (name: string) => translate(`app.tenantConfig.hints.${name}`),
  };
}

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

export function IdentitySection({ disabled }: Props) {
  const translate = useTranslate();
  const { label, hint } = useFieldText();
  return (
    <SettingsSection
      id="tenant-identity"
      icon={<BadgeOutlined />}
      title={translate('app.tenantConfig.sections.identity')}
      description={translate('app.tenantConfig.sections.identityHint')}
    >
      <Box sx={grid}>
        <FormTextField
          name="name"
          label={label('name')}
          required
          disabled={disabled}
          limits={TENANT_LIMITS.name}
          helperText={hint('name')}
          className="wide"
        />
        <FormTextField
          name="shortName"
          label={label('shortName')}
          required
          disabled={disabled}
          limits={TENANT_LIMITS.shortName}
          helperText={hint('shortName')}
        />
        <FormTextField
          name="productName"
          label={label('productName')}
          required
          disabled={disabled}
          limits={TENANT_LIMITS.productName}
          helperText={hint('productName')}
        />
        <FormTextField
          name="businessDescription"
          label={label('businessDescription')}
          disabled={disabled}
          limits={TENANT_LIMITS.businessDescription}
          helperText={
            <>
              {hint('businessDescription')}
              <Counter name="businessDescription" />
            </>
          }
          multiline
          minRows={3}
          className="wide"
        />
        <FormTextField
          name="website"
          label={label('website')}
          disabled={disabled}
          limits={TENANT_LIMITS.website}
          helperText={hint('website')}
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
  const translate = useTranslate();
  const { label, hint } = useFieldText();
  return (
    <SettingsSection
      id="tenant-seo"
      icon={<TravelExploreOutlined />}
      title={translate('app.tenantConfig.sections.seo')}
      description={translate('app.tenantConfig.sections.seoHint')}
    >
      <Box sx={grid}>
        <FormTextField
          name="seoTitle"
          label={label('seoTitle')}
          disabled={disabled}
          limits={TENANT_LIMITS.seoTitle}
          helperText={hint('seoTitle')}
          className="wide"
        />
        <FormTextField
          name="seoDescription"
          label={label('seoDescription')}
          disabled={disabled}
          limits={TENANT_LIMITS.seoDescription}
          helperText={
            <>
              {hint('seoDescription')}
              <Counter name="seoDescription" />
            </>
          }
          multiline
          minRows={2}
          className="wide"
        />
        <FormTextField
          name="seoKeywords"
          label={label('seoKeywords')}
          disabled={disabled}
          limits={TENANT_LIMITS.seoKeywords}
          helperText={hint('seoKeywords')}
          className="wide"
        />
      </Box>
    </SettingsSection>
  );
}

export function ContactSection({ disabled }: Props) {
  const translate = useTranslate();
  const { label, hint } = useFieldText();
  return (
    <SettingsSection
      id="tenant-contact"
      icon={<ContactPhoneOutlined />}
      title={translate('app.tenantConfig.sections.contact')}
      description={translate('app.tenantConfig.sections.contactHint')}
    >
      <Box sx={grid}>
        <FormTextField
          name="contactPhone"
          label={label('contactPhone')}
          disabled={disabled}
          limits={TENANT_LIMITS.contactPhone}
          helperText={hint('contactPhone')}
          type="tel"
          slotProps={{ htmlInput: { autoComplete: 'tel' } }}
        />
        <FormTextField
          name="emailContact"
          label={label('emailContact')}
          disabled={disabled}
          limits={TENANT_LIMITS.emailContact}
          helperText={hint('emailContact')}
          type="email"
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
      </Box>
    </SettingsSection>
  );
}
