// @vitest-environment jsdom
/**
 * The frame's extras (menu, bell) wait for a cold load's first screen: while a screen holds (the
 * order list until its first rows) they stay out, once it lets go they come at the next idle
 * moment, and whatever holds they come at the latest FIRST_SCREEN_MAX_MS after they were asked for.
 * Timers are faked: the test moves the clock, it never waits on it. Each case loads the module
 * afresh (its state lives for a page's life).
 */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FirstScreen = typeof import('../../../src/web/navigation/firstScreen');

let release = () => {};

function Screen({ fs }: { fs: FirstScreen }) {
  const [holding, setHolding] = useState(true);
  release = () => setHolding(false);
  fs.useHoldFirstScreen(holding);
  return <p>{holding ? 'loading rows' : 'first rows'}</p>;
}

function Extras({ fs, name }: { fs: FirstScreen; name: string }) {
  return fs.useFirstScreenDone() ? <nav aria-label={name}>{name}</nav> : <div>{name} placeholder</div>;
}

async function page(): Promise<{ module: FirstScreen; release: () => void }> {
  vi.resetModules();
  const module = await import('../../../src/web/navigation/firstScreen');
  render(
    <>
      <Screen fs={module} />
      <Extras fs={module} name="menu" />
    </>,
  );
  return { module, release: () => act(() => release()) };
}

const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the frame extras on a cold load', () => {
  it('stay out while the screen holds, and come once it lets go and the browser is idle', async () => {
    const { release } = await page();
    await advance(1_000);
    expect(screen.queryByRole('navigation', { name: 'menu' })).toBeNull();
    expect(screen.getByText('menu placeholder')).toBeTruthy();

    release();
    expect(screen.getByText('first rows')).toBeTruthy();
    await advance(50);
    expect(screen.getByRole('navigation', { name: 'menu' })).toBeTruthy();
  });

  it('come at the latest after FIRST_SCREEN_MAX_MS, whatever holds', async () => {
    const { module } = await page();
    await advance(module.FIRST_SCREEN_MAX_MS - 100);
    expect(screen.queryByRole('navigation', { name: 'menu' })).toBeNull();
    await advance(200);
    expect(screen.getByRole('navigation', { name: 'menu' })).toBeTruthy();
    expect(screen.getByText('loading rows')).toBeTruthy();
  });

  it('once shown, render at once for every later frame of the page', async () => {
    const { module } = await page();
    await advance(module.FIRST_SCREEN_MAX_MS + 1);
    render(<Extras fs={module} name="later menu" />);
    expect(screen.getByRole('navigation', { name: 'later menu' })).toBeTruthy();
  });
});
