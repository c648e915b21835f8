/**
 * Optimistic locking: every editable record carries a version, every save sends the version the
 * form read, and a save with another one is refused (409 STALE_VERSION), so two people editing the
 * same record never overwrite each other silently.
 */
import { z } from 'zod';

/** The version read: missing → `validation.required`, not a whole number → `validation.invalidType`. */
export const versionSchema = z
  .number({
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
  })
  .int('validation.invalidType')
  .min(1, 'validation.tooSmall');
