/**
 * drizzle's migrator applies only the migrations dated after the last one a database holds, so a
 * new migration dated earlier would never reach a database migrated before it. 0025 and 0026 were
 * made on two branches and carry dates out of order (both shipped together: no installation holds
 * 0025 without 0026, docs/decisions.md "Migration dates"); from then on every date must be later
 * than all before it.
 */
import { describe, expect, it } from 'vitest';
import { codeMigrationCount, migratesOnFrom } from '../../src/server/db/migrate';

/** The one level never shipped: 0000–0025 applied (0025 without 0026). */
const SHIPPED_TOGETHER = new Set([26]);

describe('the migration journal', () => {
  it('brings a database at any shipped level up to date', () => {
    const stranded: number[] = [];
    for (let level = 0; level < codeMigrationCount(); level++)
      if (!SHIPPED_TOGETHER.has(level) && !migratesOnFrom(level)) stranded.push(level);
    expect(stranded).toEqual([]);
  });

  it('knows the one level a database could be stranded at', () => {
    expect(migratesOnFrom(26)).toBe(false);
    expect(migratesOnFrom(25)).toBe(true);
    expect(migratesOnFrom(27)).toBe(true);
  });
});
