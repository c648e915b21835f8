import { describe, expect, it } from 'vitest';
import { loginSchema, passwordResetSchema } from '../../src/domain/auth';
import { isCompanyEmail, tenantConfigUpdateSchema } from '../../src/domain/tenants';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('sign-in schemas', () => {
  it('normalises the e-mail and needs 6+ characters of password', () => {
    expect(loginSchema.parse({ email: ' Ana@Demo.Local ', password: '123456' }).email).toBe('ana@demo.local');
    expect(messages(loginSchema.safeParse({ email: 'x', password: '1' }))).toEqual([
      'validation.email',
      'validation.passwordMin6',
    ]);
  });

  it('checks every reset rule at once (the live checklist) and the confirmation', () => {
    const r = passwordResetSchema.safeParse({ password: 'abc', confirmPassword: 'abd', recoveryToken: 't' });
    expect(messages(r)).toEqual([
      'validation.passwordMin8',
      'validation.passwordUppercase',
      'validation.passwordDigit',
      'validation.passwordsMismatch',
    ]);
    const mismatch = passwordResetSchema.safeParse({
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg2',
      recoveryToken: 't',
    });
    expect(messages(mismatch)).toEqual(['validation.passwordsMismatch']);
    expect(
      passwordResetSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1', recoveryToken: 't' })
        .success,
    ).toBe(true);
  });
});

describe('tenant configuration', () => {
  it('recognises company e-mails by domain, without case', () => {
    expect(isCompanyEmail('Ana@Demo.Local', ['demo.local'])).toBe(true);
    expect(isCompanyEmail('ana@evil-demo.local', ['demo.local'])).toBe(false);
  });

  it('accepts a partial update and refuses unknown fields', () => {
    expect(tenantConfigUpdateSchema.safeParse({ color: '#003366' }).success).toBe(true);
    expect(tenantConfigUpdateSchema.safeParse({ colour: '#003366' }).success).toBe(false);
  });
});
