/** The one error body every API failure answers with (docs/architecture.md, "API conventions"). */
import { z } from 'zod';

export const errorDetailSchema = z.object({
  path: z.string(),
  key: z.string(),
  message: z.string(),
});

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z.array(errorDetailSchema).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** Stable machine codes; the message is translated, the code is not. */
export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  tokenExpired: 'TOKEN_EXPIRED',
  /** A permission the token lacks ('Insufficient permissions'). */
  forbidden: 'FORBIDDEN',
  /** A token of another tenant than the one asked. */
  tenantMismatch: 'TENANT_MISMATCH',
  /** An order outside the caller's data (another seller's). */
  orderForbidden: 'ORDER_FORBIDDEN',
  notFound: 'NOT_FOUND',
  tenantNotAvailable: 'TENANT_NOT_AVAILABLE',
  conflict: 'CONFLICT',
  /** The record changed since the caller read it (version check). */
  staleVersion: 'STALE_VERSION',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  userBlocked: 'USER_BLOCKED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  recoveryTokenInvalid: 'RECOVERY_TOKEN_INVALID',
  recoveryTokenExpired: 'RECOVERY_TOKEN_EXPIRED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
