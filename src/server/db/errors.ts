/** What a failed statement means, read through Drizzle's wrapper on either driver. */

/** A unique-index violation; with `constraint`, only of that index (when the driver names it). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return !constraint || e.constraint === undefined || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

/** A foreign-key violation: a row still referenced by others, or a reference to no row. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}

/** A row-level security policy refused the statement (e.g. an upsert meeting another tenant's row). */
export function isRowSecurityViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '42501') return true;
  }
  return false;
}
