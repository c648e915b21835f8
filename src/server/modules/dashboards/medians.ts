/**
 * Where a median lies, from how many values each bucket holds (the duration summary): the two
 * middle ranks PostgreSQL's `percentile_cont(0.5)` interpolates between, as the values to read
 * from the bucket(s) holding them. Reading those few values in order gives the exact median
 * without sorting every value of the range.
 */

export interface BucketCount {
  bucket: number;
  /** Values in the bucket (zero or less: none, a bucket whose values all went away). */
  values: number;
}

/** Which values to read: those from `lo` (included) to `hi` (excluded) in order, `skip` then `take`. */
export interface MedianRead {
  lo: number;
  hi: number;
  skip: number;
  take: number;
}

/**
 * The read for the median of the values counted in `buckets` (a bucket `b` holds the values from
 * `b × width` to `(b + 1) × width`); null without values. Ranks are 0-based: the median is between
 * the values of ranks ⌊(n − 1) / 2⌋ and ⌈(n − 1) / 2⌉ (the same one when n is odd).
 */
export function medianRead(buckets: readonly BucketCount[], width: number): MedianRead | null {
  const held = buckets.filter((b) => b.values > 0).sort((a, b) => a.bucket - b.bucket);
  const n = held.reduce((sum, b) => sum + b.values, 0);
  if (n === 0) return null;
  const low = Math.floor((n - 1) / 2);
  const high = Math.ceil((n - 1) / 2);
  let before = 0;
  let first: { bucket: number; before: number } | null = null;
  for (const b of held) {
    if (!first && low < before + b.values) first = { bucket: b.bucket, before };
    if (high < before + b.values) {
      const start = first ?? { bucket: b.bucket, before };
      return {
        lo: start.bucket * width,
        hi: (b.bucket + 1) * width,
        skip: low - start.before,
        take: high - low + 1,
      };
    }
    before += b.values;
  }
  return null;
}
