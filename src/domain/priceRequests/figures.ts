/** The calculator's results as the API answers them (see costs.ts for how they are computed). */
import { z } from 'zod';

export const costFiguresSchema = z.object({
  totalCost: z.string().nullable(),
  msp: z.string().nullable(),
  commissionPercent: z.string().nullable(),
  salesMarginPercent: z.string().nullable(),
});
