/** The one error body every API failure answers with (docs/decisions.md, "Platform", and docs/architecture.md, "Server"). */
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
  /**
   * The fields at fault (validation); a refusal with a code of its own may carry an object its
   * code documents instead (PRICE_BELOW_MSP: the lines below their MSP).
   */
  details: z.union([z.array(errorDetailSchema), z.record(z.string(), z.unknown())]).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export { ERROR_CODES } from './errorCodes';
