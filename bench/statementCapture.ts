/**
 * The SQL a request really sends, caught at the driver (pg.Client) while `work` runs: the text and
 * its values, in order, for the EXPLAIN scripts to replay. Importing this module installs the catch.
 */
import pg from 'pg';

export interface CapturedStatement {
  text: string;
  values: unknown[];
}

let active: CapturedStatement[] | null = null;
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
Object.assign(pg.Client.prototype, {
  query(this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const query =
      typeof first === 'string' ? { text: first, values: second } : (first as Partial<CapturedStatement>);
    if (active && typeof query?.text === 'string')
      active.push({
        text: query.text,
        values: Array.isArray(query.values) ? query.values : Array.isArray(second) ? second : [],
      });
    return original.apply(this, args);
  },
});

/** The statements sent while `work` ran (one capture at a time: the scripts request one by one). */
export async function captureStatements(work: () => Promise<unknown>): Promise<CapturedStatement[]> {
  const captured: CapturedStatement[] = [];
  active = captured;
  try {
    await work();
  } finally {
    active = null;
  }
  return captured;
}
