/**
 * The approval's form: the price offered (USD per ton, at least the MSP; it starts at the MSP
 * rounded up to the cent) and until when it holds (today + the default validity to start with),
 * checked with the domain's approval schema and its rules against the MSP and today.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import {
  approvalProblems,
  DEFAULT_VALIDITY_DAYS,
  type PriceRequestApprove,
  priceRequestApproveSchema,
} from '../../domain/priceRequests';

export interface ApprovalValues {
  priceUsdPerTon: string;
  validUntil: string;
}

/** 'yyyy-mm-dd' plus n calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function approvalDefaults(msp: string, today: string): ApprovalValues {
  return {
    priceUsdPerTon: new Decimal(msp).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2),
    validUntil: addDays(today, DEFAULT_VALIDITY_DAYS),
  };
}

export function approvalSchema(msp: string, today: string, version: number) {
  return z
    .object({ priceUsdPerTon: z.string(), validUntil: z.string() })
    .transform((values, ctx): PriceRequestApprove => {
      const result = priceRequestApproveSchema.safeParse({ ...values, version });
      if (!result.success) {
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        return z.NEVER;
      }
      const problems = approvalProblems(result.data, msp, today);
      for (const p of problems) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
      return problems.length ? z.NEVER : result.data;
    });
}
