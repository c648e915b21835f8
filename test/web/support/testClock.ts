/**
 * A clock the test moves itself, for screens that wait a fixed time (a banner after 100 ms, a
 * redirect after 2 s): only setTimeout and clearTimeout are faked, so what happens at 1,900 ms
 * and at 2,000 ms does not depend on how busy the machine is. Testing Library is told (through
 * the `jest` global it looks for) so that its own waits move this clock instead of hanging on it.
 */
import { vi } from 'vitest';

type WithJest = typeof globalThis & { jest?: { advanceTimersByTime: (ms: number) => void } };

export function useTestClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  (globalThis as WithJest).jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
}

export function useRealClock(): void {
  delete (globalThis as WithJest).jest;
  vi.useRealTimers();
}
