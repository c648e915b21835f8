/** Sign-in, session and password-recovery schemas, used by the login forms and enforced by the API. */
import { z } from 'zod';

export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .pipe(z.email('validation.email'));

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'validation.required' })
    .min(6, 'validation.passwordMin6')
    .max(200, 'validation.tooLong'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The reset-password rules, also drawn as the live checklist of the reset form. */
export const PASSWORD_RULES = [
  { key: 'validation.passwordMin8', test: (p: string) => p.length >= 8 },
  { key: 'validation.passwordUppercase', test: (p: string) => /[A-ZÁÉÍÓÚÑÜ]/.test(p) },
  { key: 'validation.passwordDigit', test: (p: string) => /\d/.test(p) },
] as const;

export const newPasswordSchema = z
  .string({ error: 'validation.required' })
  .max(128, 'validation.tooLong')
  .superRefine((value, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: rule.key });
    }
  });

export const passwordResetSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'validation.required' }).max(128, 'validation.tooLong'),
    recoveryToken: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.recoveryTokenRequired')
      .max(200, 'validation.tooLong'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsMismatch',
  });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const recoveryRequestParamsSchema = z.object({ email: emailSchema });
export const recoveryRequestQuerySchema = z.object({
  redirectUrl: z.string().trim().max(2048, 'validation.tooLong').optional(),
});

/** Hours a view-as token lasts; the original sends the string '24'. */
export const viewAsSchema = z.object({
  role: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(64, 'validation.tooLong'),
  duration: z
    .string()
    .regex(/^\d{1,3}$/, 'validation.viewAsDuration')
    .refine((d) => Number(d) >= 1 && Number(d) <= 168, 'validation.viewAsDuration')
    .default('24'),
});
export type ViewAsInput = z.infer<typeof viewAsSchema>;

export const logoutSchema = z.object({
  refreshToken: z.string().max(300, 'validation.tooLong').optional(),
  /** This device's browser-push endpoint, if it has one: the device stops receiving the user's pushes. */
  pushEndpoint: z.string().max(2048, 'validation.tooLong').optional(),
});

export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  accessTokenExpiresIn: z.number().int(),
  refreshTokenExpiresIn: z.number().int(),
});

export const viewAsResponseSchema = z.object({
  accessToken: z.string(),
  accessTokenExpiresIn: z.number().int(),
  role: z.object({ id: z.uuid(), name: z.string(), displayName: z.string() }),
});

export const messageResponseSchema = z.object({ message: z.string() });

/** What an access token carries. `actor` is set while an admin views the product as another role. */
export const accessClaimsSchema = z.object({
  sub: z.uuid(),
  tenant: z.string(),
  tenantId: z.uuid(),
  role: z.string(),
  permissions: z.array(z.string()),
  actor: z.object({ sub: z.uuid(), role: z.string() }).optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;
