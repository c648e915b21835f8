// @vitest-environment jsdom
/**
 * The calendar range picker: two months side by side on a wide screen and one in a dialog on a
 * phone; the first click starts the range, the second ends it (an earlier day swaps them); only
 * 'Aplicar' hands the range over, 'Limpiar' empties it, Escape closes without applying.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../src/domain/i18n';
import { DateRangePicker, type DateRangeValue } from '../../../src/web/ui/forms/DateRangePicker';
import { renderAdmin } from '../support/renderAdmin';
import { setViewportWidth } from '../support/viewport';

const userEvent = userEventLib.setup({ delay: null });

let restore: () => void = () => undefined;
afterEach(() => restore());

function Harness({ initial, onApply }: { initial: DateRangeValue; onApply: (v: DateRangeValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      label="Fecha de entrega"
      value={value}
      onChange={(next) => {
        onApply(next);
        setValue(next);
      }}
      testId="range-field"
    />
  );
}

function open(initial: DateRangeValue, { width = 1280, locale = 'es' as Locale } = {}) {
  restore = setViewportWidth(width);
  const onApply = vi.fn();
  renderAdmin(<Harness initial={initial} onApply={onApply} />, { locale });
  return onApply;
}

const MARCH: DateRangeValue = { from: '2031-03-10', to: '2031-03-12' };
const field = () => screen.getByTestId('range-field');
/** A click on the field; the picker shows once its months' module is there. */
async function openPicker() {
  await userEvent.click(field());
  return screen.findByRole('dialog', { name: 'Fecha de entrega' });
}
const day = (month: string, n: number) =>
  within(screen.getByRole('grid', { name: month })).getByRole('gridcell', { name: String(n) });

describe('DateRangePicker', () => {
  it('shows the range in force and opens two months side by side on a wide screen', async () => {
    open(MARCH);
    expect(field().textContent).toContain('10/03/2031 – 12/03/2031');
    const dialog = await openPicker();
    expect(
      within(dialog)
        .getAllByRole('grid')
        .map((g) => g.getAttribute('aria-labelledby') && g),
    ).toHaveLength(2);
    expect(screen.getByRole('grid', { name: 'marzo 2031' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'abril 2031' })).toBeTruthy();
    // The range's days are marked chosen; the grid has the focus.
    const chosen = [9, 10, 11, 12, 13].map((n) => day('marzo 2031', n).getAttribute('aria-selected'));
    expect(chosen).toEqual(['false', 'true', 'true', 'true', 'false']);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('starts on the first click, ends on the second, and hands the range over only on Apply', async () => {
    const onApply = open(MARCH);
    await openPicker();
    await userEvent.click(day('marzo 2031', 20));
    expect(screen.getByRole('status').textContent).toBe('Desde el 20/03/2031: elige el día final.');
    await userEvent.click(day('abril 2031', 5));
    expect(screen.getByRole('status').textContent).toBe('20/03/2031 – 05/04/2031');
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onApply).toHaveBeenCalledWith({ from: '2031-03-20', to: '2031-04-05' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field().textContent).toContain('20/03/2031 – 05/04/2031');
  });

  it('swaps the ends when the second day is earlier, and moves both months with the arrows', async () => {
    const onApply = open(MARCH);
    await openPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(screen.getByRole('grid', { name: 'abril 2031' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'mayo 2031' })).toBeTruthy();
    await userEvent.click(day('mayo 2031', 2));
    await userEvent.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await userEvent.click(day('marzo 2031', 28));
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onApply).toHaveBeenCalledWith({ from: '2031-03-28', to: '2031-05-02' });
  });

  it('empties the range with Limpiar, applied with Aplicar; Escape closes without applying', async () => {
    const onApply = open(MARCH);
    await openPicker();
    await userEvent.click(day('marzo 2031', 3));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onApply).not.toHaveBeenCalled();
    expect(field().textContent).toContain('10/03/2031 – 12/03/2031');

    await openPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByRole('status').textContent).toBe('Elige el día inicial.');
    expect(day('marzo 2031', 10).getAttribute('aria-selected')).not.toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onApply).toHaveBeenCalledWith({});
    expect(field().textContent).toContain('Todas las fechas');
  });

  it('applies a lone start as that one day', async () => {
    const onApply = open({});
    await openPicker();
    const [first] = screen.getAllByRole('grid');
    await userEvent.click(within(first!).getByRole('gridcell', { name: '15' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    const applied = onApply.mock.calls[0]![0] as DateRangeValue;
    expect(applied.from).toMatch(/^\d{4}-\d{2}-15$/);
    expect(applied.to).toBe(applied.from);
  });

  it('shows one month in a dialog on a phone, in English too', async () => {
    open(MARCH, { width: 390, locale: 'en' });
    const dialog = await openPicker();
    expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    expect(within(dialog).getByRole('grid', { name: 'March 2031' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeTruthy();
  });
});
