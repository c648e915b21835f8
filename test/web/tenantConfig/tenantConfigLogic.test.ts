import { describe, expect, it } from 'vitest';
import { imageProblemOf, MAX_IMAGE_BYTES } from '../../../src/web/tenant-config/imageFile';
import {
  colorAsTyped,
  tenantFormOf,
  tenantFormSchema,
  tenantUpdateOf,
  usableColor,
} from '../../../src/web/tenant-config/tenantConfigForm';
import { buildTenantConfig } from './fakeTenantApi';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('logo and favicon files', () => {
  it('accepts PNG, JPEG and WEBP up to 512 KB, and ICO only as a favicon', () => {
    expect(imageProblemOf(file('logo.PNG', 'image/png', MAX_IMAGE_BYTES), 'logo')).toBeNull();
    expect(imageProblemOf(file('logo.jpeg', ''), 'logo')).toBeNull();
    expect(imageProblemOf(file('icon.ico', 'image/x-icon'), 'favicon')).toBeNull();
    expect(imageProblemOf(file('icon.ico', 'image/x-icon'), 'logo')).toEqual({
      kind: 'type',
      types: 'PNG, JPEG, WEBP',
    });
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(imageProblemOf(file('logo.svg', 'image/svg+xml'), 'logo')?.kind).toBe('type');
    expect(imageProblemOf(file('logo.png', 'text/html'), 'logo')?.kind).toBe('type');
    expect(imageProblemOf(file('logo.png', 'image/png', 0), 'logo')).toEqual({ kind: 'empty' });
    expect(imageProblemOf(file('logo.png', 'image/png', MAX_IMAGE_BYTES + 1), 'logo')).toEqual({
      kind: 'size',
      sizeKb: 513,
      maxKb: 512,
    });
  });
});

describe('the tenant configuration form', () => {
  it('writes colours as #RRGGBB while typing and paints only complete ones', () => {
    expect(colorAsTyped('0f766e')).toBe('#0F766E');
    expect(colorAsTyped('#12 34zz5678')).toBe('#123456');
    expect(usableColor('#0F7')).toBe('#003366');
    expect(usableColor('#0f766e')).toBe('#0F766E');
  });

  it('sends the changed fields only, empty text as null, with the version read', () => {
    const config = buildTenantConfig({ version: 9 });
    const values = {
      ...tenantFormOf(config),
      name: '  Granel del Bajío  ',
      website: '',
      conversionUnit: 'TON' as const,
      companyEmailDomains: ['demo.local', 'GranelBajio.MX'],
    };
    expect(tenantUpdateOf(config, values)).toEqual({
      version: 9,
      website: null,
      conversionFactor: { unit: 'TON' },
      companyEmailDomains: ['demo.local', 'granelbajio.mx'],
    });
  });

  it('reports the domain schema’s errors on the form’s fields', () => {
    const result = tenantFormSchema.safeParse({
      ...tenantFormOf(buildTenantConfig()),
      color: '#12',
      emailContact: 'no-es-correo',
      companyEmailDomains: ['bien.mx', 'mal dominio'],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['color', 'validation.color'],
      ['emailContact', 'validation.email'],
      ['companyEmailDomains', 'validation.domain'],
    ]);
  });
});
