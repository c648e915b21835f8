/**
 * The pipeline card's constants and cache key. The counts are keyed under 'orders' (resource first,
 * as react-admin keys its own), so whatever refreshes the orders refreshes them; otherwise they stay
 * fresh for 5 minutes ("counts stale 5 min").
 */
import type { PipelineCountsQuery } from '../../../domain/orders/pipeline';

export const PIPELINE_COUNTS_STALE_MS = 5 * 60_000;
/** A step's orders, 10 a page. */
export const PIPELINE_PAGE_SIZE = 10;
/** Below 1024 px the steps are a bar of this many chips and a 'more filters' menu for the rest. */
export const VISIBLE_STATUS_FILTERS = 4;

export const pipelineCountsKey = (filters: PipelineCountsQuery) =>
  ['orders', 'getPipelineCounts', filters] as const;
