// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAddress, buildCustomer, callsTo, fakeApi, ZIPS } from './fakeApi';
import { renderAddressDialog } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const customer = buildCustomer();
/** Moves the faked clock (timers only) and lets React and the look-up settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const zipBox = () => screen.getByRole('textbox', { name: /Código postal/ });
const settlement = () => screen.getByRole('combobox', { name: /Colonia/ });
const save = () => screen.getByRole('button', { name: 'Guardar dirección' });
const zipLookups = (api: ReturnType<typeof fakeApi>) => callsTo(api, 'GET /api/zip-codes/search');

async function fillStreet(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Calle/ }), 'Avenida de la Luz');
  await user.type(screen.getByRole('textbox', { name: /Número exterior/ }), '1520');
}

describe('the zip-code look-up', () => {
  it('does not look up under 4 digits, and looks up 300 ms after the 4th', async () => {
    const api = fakeApi(server);
    renderAddressDialog(customer.id);
    await screen.findByRole('textbox', { name: /Código postal/ });
    // From here the debounce's clock is the test's: what happens at 299 ms and at 300 ms does not
    // depend on how busy the machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Typed as one change each (no user-event: its settling waits on the faked clock).
    fireEvent.change(zipBox(), { target: { value: '762' } });
    await advance(600);
    expect(zipLookups(api)).toEqual([]);
    expect(screen.getByText('Escribe al menos 4 dígitos para buscar')).toBeTruthy();

    fireEvent.change(zipBox(), { target: { value: '7624' } });
    await advance(299);
    expect(zipLookups(api)).toEqual([]);
    expect(screen.getByText('Buscando código postal…')).toBeTruthy();
    await advance(1);
    // vitest's waitFor moves the faked clock between checks (Testing Library's would wait on it).
    await vi.waitFor(() => expect(zipLookups(api)).toEqual(['GET /api/zip-codes/search/7624']));
  });

  it('waits for the typing to pause: one call for the whole code, none for what was typed on the way', async () => {
    const api = fakeApi(server);
    const user = userEvent.setup({ delay: null });
    renderAddressDialog(customer.id);
    await user.type(zipBox(), '76248');
    await screen.findByText('Este código postal tiene 4 colonias; elige una');
    expect(zipLookups(api)).toEqual(['GET /api/zip-codes/search/76248']);
  });

  it('keeps only digits, at most five', async () => {
    fakeApi(server);
    const user = userEvent.setup({ delay: null });
    renderAddressDialog(customer.id);
    await user.type(zipBox(), '76-2a48 99');
    expect(zipBox()).toHaveProperty('value', '76248');
  });
});

describe('the settlement', () => {
  it('must be chosen before saving when the code has several', async () => {
    const api = fakeApi(server);
    const user = userEvent.setup({ delay: null });
    renderAddressDialog(customer.id);
    await fillStreet(user);
    await user.type(zipBox(), '76248');
    await screen.findByText('Este código postal tiene 4 colonias; elige una');

    await user.click(save());
    expect(await screen.findByText('Selecciona una colonia')).toBeTruthy();
    expect(callsTo(api, 'POST')).toEqual([]);

    await user.click(settlement());
    await user.click(await screen.findByRole('option', { name: /Parque Industrial TLC/ }));
    await user.click(save());
    await waitFor(() => expect(callsTo(api, 'POST /api/addresses')).toHaveLength(1));
    const body = JSON.parse(callsTo(api, 'POST /api/addresses')[0]!.replace('POST /api/addresses ', ''));
    expect(body).toMatchObject({
      customerId: customer.id,
      zipCodeId: 376,
      street: 'Avenida de la Luz',
      extNumber: '1520',
      areaCode: '+52',
      addressType: 'billing',
      active: true,
      principalAddress: true,
    });
    expect(body).not.toHaveProperty('zipCode');
  });

  it('is chosen automatically when the code has only one, with state and municipality read-only', async () => {
    fakeApi(server);
    const user = userEvent.setup({ delay: null });
    renderAddressDialog(customer.id);
    await user.type(zipBox(), '37340');
    await waitFor(() => expect(settlement().textContent).toContain('Industrial'));
    expect(screen.getByText('Única colonia de este código postal')).toBeTruthy();
    const state = screen.getByRole('textbox', { name: 'Estado' });
    const municipality = screen.getByRole('textbox', { name: 'Municipio' });
    expect(state).toHaveProperty('value', 'Guanajuato');
    expect(municipality).toHaveProperty('value', 'León');
    expect(state).toHaveProperty('readOnly', true);
    expect(municipality).toHaveProperty('readOnly', true);
    await user.type(state, 'Jalisco');
    expect(state).toHaveProperty('value', 'Guanajuato');
  });

  it('is cleared when the code changes to another', async () => {
    fakeApi(server);
    const user = userEvent.setup({ delay: null });
    renderAddressDialog(customer.id);
    await user.type(zipBox(), '37340');
    await waitFor(() => expect(settlement().textContent).toContain('Industrial'));
    await user.clear(zipBox());
    await user.type(zipBox(), '76248');
    await screen.findByText('Este código postal tiene 4 colonias; elige una');
    expect(settlement().textContent).not.toContain('Industrial');
    expect(screen.getByRole('textbox', { name: 'Estado' })).toHaveProperty('value', 'Querétaro');
  });
});

describe('saving', () => {
  it("says 'El código postal es obligatorio' without a code", async () => {
    const api = fakeApi(server);
    const user = userEvent.setup({ delay: null });
    renderAddressDialog(customer.id);
    await fillStreet(user);
    await user.click(save());
    expect(await screen.findByText('El código postal es obligatorio')).toBeTruthy();
    expect(callsTo(api, 'POST')).toEqual([]);
  });

  it('shows the server’s field errors on their fields', async () => {
    const api = fakeApi(server);
    api.refuse['POST /api/addresses'] = {
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Revisa los datos enviados',
        details: [
          {
            path: 'body.street',
            key: 'validation.tooLong',
            message: 'La calle es demasiado larga (servidor)',
          },
        ],
      },
    };
    const user = userEvent.setup({ delay: null });
    renderAddressDialog(customer.id);
    await fillStreet(user);
    await user.type(zipBox(), '37340');
    await waitFor(() => expect(settlement().textContent).toContain('Industrial'));
    await user.click(save());
    const street = screen.getByRole('textbox', { name: /Calle/ });
    await waitFor(() => expect(street.getAttribute('aria-invalid')).toBe('true'));
    const helper = document.getElementById(street.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('La calle es demasiado larga (servidor)');
  });

  it('edits an address: shows its settlement at once and sends its version', async () => {
    const address = buildAddress(customer.id, { zipCode: ZIPS[2]!, zipCodeId: ZIPS[2]!.id, version: 3 });
    const api = fakeApi(server, { addresses: [address] });
    const user = userEvent.setup({ delay: null });
    const { calls } = renderAddressDialog(customer.id, address);
    expect(screen.getByRole('dialog', { name: 'Editar dirección' })).toBeTruthy();
    expect(settlement().textContent).toContain('Parque Industrial FINSA Querétaro II');
    await user.click(within(screen.getByRole('radiogroup')).getByLabelText('Envío'));
    await user.click(save());
    await waitFor(() => expect(calls.saved).toBe(1));
    const [put] = callsTo(api, 'PUT /api/addresses/');
    expect(put).toContain('"version":3');
    expect(put).toContain('"zipCodeId":375');
    expect(put).toContain('"addressType":"shipping"');
    expect(calls.closed).toBe(1);
  });
});

describe('a new principal address', () => {
  it('says which address stops being principal, and only while this one would replace it', async () => {
    fakeApi(server);
    const user = userEvent.setup({ delay: null });
    const old = buildAddress(customer.id, { street: 'Calle Vieja', extNumber: '5', addressType: 'billing' });
    const shipping = buildAddress(customer.id, { street: 'Nave', extNumber: '7', addressType: 'shipping' });
    renderAddressDialog(customer.id, null, {}, [old, shipping]);
    expect((await screen.findByTestId('principal-replaced')).textContent).toBe(
      'Al guardar, Calle Vieja 5 dejará de ser la dirección principal.',
    );
    await user.click(screen.getByRole('radio', { name: 'Ambos' }));
    expect(screen.getByTestId('principal-replaced').textContent).toBe(
      'Al guardar, Calle Vieja 5, Nave 7 dejarán de ser direcciones principales.',
    );
    await user.click(screen.getByRole('switch', { name: /Dirección principal/ }));
    expect(screen.queryByTestId('principal-replaced')).toBeNull();
  });

  it('says nothing when editing the principal itself', async () => {
    fakeApi(server);
    const current = buildAddress(customer.id, { street: 'Calle Vieja', extNumber: '5' });
    renderAddressDialog(customer.id, current, {}, [current]);
    await screen.findByRole('textbox', { name: /Calle/ });
    expect(screen.queryByTestId('principal-replaced')).toBeNull();
  });
});

describe('the phone’s area code', () => {
  it('shows the country’s flag as a drawing, not an emoji (which needs an emoji font)', async () => {
    fakeApi(server);
    const user = userEvent.setup({ delay: null });
    renderAddressDialog(customer.id);
    const areaCode = await screen.findByRole('combobox', { name: /Lada/ });
    await waitFor(() => expect(areaCode.querySelector('svg[data-country="MX"]')).toBeTruthy());
    expect(areaCode.textContent).toBe('+52');
    await user.click(areaCode);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.querySelector('svg')?.getAttribute('data-country'))).toEqual(['MX', 'US']);
    expect(options.map((o) => o.textContent)).toEqual(['+52México', '+1Estados Unidos, Canadá']);
  });
});
