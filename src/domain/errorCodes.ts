/**
 * The API's stable error codes; the message is translated, the code is not. No zod here: the
 * browser's first download imports this file (the API client tells refusals apart by code).
 */
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
  /** No external BI is configured for the tenant ('Dashboard not available'). */
  dashboardNotAvailable: 'DASHBOARD_NOT_AVAILABLE',
  tenantNotAvailable: 'TENANT_NOT_AVAILABLE',
  conflict: 'CONFLICT',
  /** An order line below the MSP approved for its customer × product (details list the lines). */
  priceBelowMsp: 'PRICE_BELOW_MSP',
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
