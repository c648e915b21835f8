/**
 * Lighthouse (12, mobile: its default emulated phone and simulated slow 4G) performance and
 * accessibility scores of one page, in the machine's Chromium. A signed-in page gets the session
 * cookies as a request header.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium';

export const CHROMIUM = CHROMIUM_PATH;
export { CHROMIUM_FLAGS };

export interface Scores {
  performance: number;
  accessibility: number;
  /** The accessibility audits that failed, by id (what to fix when the score is below 100). */
  failed: string[];
  fcp: number;
  lcp: number;
  tbt: number;
  /** Lighthouse's own error or warnings, when it could not measure the page (scores then 0). */
  problem?: string;
}

export async function lighthouseScores(url: string, cookie?: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError, runWarnings } = result.lhr;
    const problem = [runtimeError?.message, ...runWarnings].filter(Boolean).join(' / ');
    const a11yIds = (categories.accessibility?.auditRefs ?? []).map((ref) => ref.id);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      failed: a11yIds.filter((id) => audits[id]?.score === 0),
      fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      ...(problem ? { problem } : {}),
    };
  } finally {
    chrome.kill();
  }
}
