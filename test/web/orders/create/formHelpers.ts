/** Filling the order creation form the way a person does (Testing Library + user-event). */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { businessDay } from '../../../../src/domain/dates';

export type User = ReturnType<typeof userEvent.setup>;

export const TODAY = businessDay();
/** 'yyyy-mm-dd' → the digits typed in a dd/MM/yyyy field. */
export const typed = (iso: string) => iso.slice(8, 10) + iso.slice(5, 7) + iso.slice(0, 4);
export function dayAfter(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
export const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

/** Opens a select by its label and picks an option. */
export async function choose(
  user: User,
  label: RegExp,
  option: string | RegExp,
  container: HTMLElement = document.body,
) {
  await user.click(within(container).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * Types in an autocomplete and picks the matching option the API answered. The list is answered
 * again once the debounced search lands, so an option clicked just before is gone: pick again.
 * What the field already shows (an earlier choice) is cleared first, as a person replaces it:
 * typed after it, the search would ask for both names together and, once answered, offer nothing.
 */
export async function search(
  user: User,
  label: RegExp,
  text: string,
  option: RegExp,
  container: HTMLElement = document.body,
) {
  const input = within(container).getByRole('combobox', { name: label }) as HTMLInputElement;
  await user.click(input);
  if (input.value) await user.clear(input);
  await user.type(input, text);
  await waitFor(async () => {
    if (!option.test(input.value)) {
      if (input.getAttribute('aria-expanded') !== 'true') await user.click(input);
      await user.click(await screen.findByRole('option', { name: option }));
    }
    expect(input.value).toMatch(option);
  });
}

export const productRow = (n: number) => screen.getByRole('group', { name: `Producto ${n}` });

export async function fillProduct(user: User, n: number, price: string, quantity = '1500') {
  const row = productRow(n);
  await search(user, /^Producto/, 'CAL', /CAL-HID-25/, row);
  await choose(user, /^Presentación/, 'Saco', row);
  const qty = within(row).getByRole('textbox', { name: /^Cantidad/ });
  await user.clear(qty);
  await user.type(qty, quantity);
  await user.type(within(row).getByRole('textbox', { name: /^Precio por KG/ }), price);
}

/** A valid pickup order for Cementos del Bajío, delivered today. */
export async function fillValidOrder(user: User) {
  await screen.findByRole('button', { name: 'Crear orden' });
  await search(user, /^Cliente/, 'Cementos', /Cementos del Bajío/);
  await fillProduct(user, 1, '0,85');
  await choose(user, /^Tipo de entrega/, 'Pickup');
  await user.type(textbox(/^Fecha de entrega/), typed(TODAY));
}

export const submitButton = () => screen.getByRole('button', { name: /^Crear (orden|\d+ órdenes)$/ });
