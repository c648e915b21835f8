/** What the race files share. */
import type { Session, TestContext } from '../../helpers/testApp';
import { call } from '../../helpers/testApp';

/** How many requests each race sends at once. */
export const CONCURRENT = 20;

/**
 * Opens every connection of the pool and loads the request path's code before a race: a cold
 * first request would otherwise hold the others back while the pool connects, and the race would
 * run one request after the other.
 */
export async function warmUp(t: TestContext, session: Session): Promise<void> {
  await Promise.all(
    Array.from({ length: CONCURRENT }, () =>
      call(t.app, session, { method: 'GET', url: '/api/customers?limit=1' }),
    ),
  );
}
