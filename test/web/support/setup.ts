/**
 * Runs before each web test file. The web project shares one module registry and one jsdom per
 * worker (re-importing react-admin and MUI for every file was half the suite's time), so what a
 * fresh registry used to give each file is done here: Testing Library's cleanup after every test
 * (its automatic one registers only in the first file that imports it), and no storage, cookies,
 * address or timers carried over from the previous file.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

function clearBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
}

// findBy* and waitFor resolve as soon as the page shows what they wait for; their limit only decides
// when to give up. Testing Library's 1 s is short for a busy 2-core machine running two workers (a
// form's asynchronous validation and save then lose the race), nor is 5 s for a page's first render
// while API suites load both cores (a list's first rows took more in CI), so the limit is 15 s, half
// a test's own limit.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => {
  vi.useRealTimers();
  clearBrowserState();
});

afterEach(() => {
  cleanup();
});
