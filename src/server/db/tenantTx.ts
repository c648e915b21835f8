/**
 * Runs work as the request role inside one transaction with the tenant set, so row-level security
 * filters every statement even when a query forgets its tenant condition. The transaction carries
 * `afterCommit` / `onRollback` (`TxOutcome`): their effects run once the outcome is known.
 */
import { sql } from 'drizzle-orm';
import type { Db, DrizzleTx, Tx, TxEffect } from './client';

export interface TxOptions {
  /**
   * Where a failing effect is reported. An effect never changes the outcome the caller sees: the
   * commit stands, and a rollback's own error is the one thrown.
   */
  onEffectError?: (error: unknown) => void;
  /**
   * Every statement reads the same snapshot (REPEATABLE READ): figures read in several statements
   * agree with each other even while orders change.
   */
  snapshot?: boolean;
}

/** The effects registered during one transaction (or savepoint), run when it ends. */
class TxEffects {
  readonly committed: TxEffect[] = [];
  readonly rolledBack: TxEffect[] = [];

  constructor(private readonly options: TxOptions) {}

  bind(raw: DrizzleTx): Tx {
    return Object.assign(raw, {
      afterCommit: (effect: TxEffect) => void this.committed.push(effect),
      onRollback: (effect: TxEffect) => void this.rolledBack.push(effect),
    });
  }

  /** One after the other, in the order registered; a failure is reported and the rest still run. */
  async run(effects: readonly TxEffect[]): Promise<void> {
    for (const effect of effects) {
      try {
        await effect();
      } catch (error) {
        this.options.onEffectError?.(error);
      }
    }
  }
}

export async function inTenant<T>(
  db: Db,
  tenantId: string,
  work: (tx: Tx) => Promise<T>,
  options: TxOptions = {},
): Promise<T> {
  const effects = new TxEffects(options);
  let result: T;
  try {
    result = await db.transaction(
      async (raw) => {
        // JIT off: PostgreSQL compiles a statement whose estimated cost passes jit_above_cost, and
        // an estimate that high comes from guesses (an `= any(array(…))` of unknown length is 48 000
        // orders at a million) far more often than from real work; the compilation alone took
        // 40–130 ms of a one-row search (docs/performance.md "A million orders").
        await raw.execute(
          sql`select set_config('role', 'app_user', true), set_config('app.tenant_id', ${tenantId}, true), set_config('jit', 'off', true)`,
        );
        return work(effects.bind(raw));
      },
      options.snapshot ? { isolationLevel: 'repeatable read' } : undefined,
    );
  } catch (error) {
    await effects.run(effects.rolledBack);
    throw error;
  }
  await effects.run(effects.committed);
  return result;
}

/**
 * A savepoint inside `tx`: if it fails, its own rollback effects run and its commit effects are
 * dropped; if it succeeds, both wait for the outcome of the enclosing transaction.
 */
export async function savepoint<T>(
  tx: Tx,
  work: (sp: Tx) => Promise<T>,
  options: TxOptions = {},
): Promise<T> {
  const effects = new TxEffects(options);
  let result: T;
  try {
    result = await tx.transaction((raw) => work(effects.bind(raw)));
  } catch (error) {
    await effects.run(effects.rolledBack);
    throw error;
  }
  for (const effect of effects.committed) tx.afterCommit(effect);
  for (const effect of effects.rolledBack) tx.onRollback(effect);
  return result;
}
