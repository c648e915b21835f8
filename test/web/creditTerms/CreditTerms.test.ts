// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildCreditTerm, buildCustomer, callsTo, fakeApi } from '../customers/fakeApi';
import { renderCreditTerms } from '../customers/screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type User = ReturnType<typeof userEvent.setup>;
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const bodyOf = (call: string) => JSON.parse(call.slice(call.indexOf('{')));
const READ_ONLY = {
  role: 'finance.treasury',
  permissions: ['CUSTOMER_CREDIT_TERMS_READ', 'CLIENT_LISTING_READ'],
};

async function openCreate(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Nuevo término' }));
  return screen.findByRole('dialog', { name: 'Nuevo término de crédito' });
}

async function chooseCustomer(user: User, text: string, option: RegExp) {
  await user.type(screen.getByRole('combobox', { name: /Cliente/ }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the credit terms list', () => {
  it('shows term, limit with currency, days, validity dd/MM/yyyy, approver and the current mark', async () => {
    const current = buildCreditTerm({
      customer: { id: crypto.randomUUID(), companyName: 'Cerámica Industrial', rfc: 'CIQ0807145G3' },
      creditLimit: '150000.00',
      currency: 'USD',
      creditDays: 30,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    const past = buildCreditTerm({
      paymentTerm: 'ADVANCE_PAYMENT',
      creditLimit: '0.00',
      currency: 'MXN',
      creditDays: 0,
      validTo: null,
      isCurrent: false,
    });
    const api = fakeApi(server, { terms: [current, past] });
    renderCreditTerms();
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first!.textContent).toContain('Crédito');
    expect(first!.textContent).toContain('$150,000.00 USD');
    expect(first!.textContent).toContain('30 días');
    expect(first!.textContent).toContain('01/01/2026 – 31/12/2026');
    expect(first!.textContent).toContain('Lucía Navarro Ibarra');
    expect(first!.textContent).toContain('Vigente');
    expect(second!.textContent).toContain('Pago anticipado');
    expect(second!.textContent).toContain('$0.00 MXN');
    expect(second!.textContent).toContain('Sin fecha de fin');
    expect(second!.textContent).not.toContain('Vigente');
    expect(callsTo(api, 'GET /api/customer-credit-terms?')[0]).toBe(
      'GET /api/customer-credit-terms?limit=10&offset=0&orderField=customer&orderDirection=ASC',
    );
  });

  it('filters by payment term', async () => {
    const api = fakeApi(server, {
      terms: [buildCreditTerm(), buildCreditTerm({ paymentTerm: 'ADVANCE_PAYMENT' })],
    });
    const user = userEvent.setup({ delay: null });
    renderCreditTerms();
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: /Término de pago/ }));
    await user.click(await screen.findByRole('option', { name: 'Pago anticipado' }));
    await waitFor(() =>
      expect(callsTo(api, 'GET /api/customer-credit-terms?').at(-1)).toContain('paymentTerm=ADVANCE_PAYMENT'),
    );
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
  });

  it("shows 'No hay datos disponibles' without terms", async () => {
    fakeApi(server, { terms: [] });
    renderCreditTerms();
    expect((await screen.findByTestId('list-empty')).textContent).toContain(
      'No se encontraron registros para mostrar.',
    );
  });

  it('offers no create, edit or delete without CUSTOMER_CREDIT_TERMS write', async () => {
    fakeApi(server, { terms: [buildCreditTerm()] });
    renderCreditTerms({ viewer: READ_ONLY });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Nuevo término' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar término/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar término/ })).toBeNull();
  });
});

describe('the credit term dialog', () => {
  it("accepts a limit written '95,000.50' and sends it as a decimal", async () => {
    const customer = buildCustomer({ companyName: 'Vidriera del Norte' });
    const api = fakeApi(server, { customers: [customer], terms: [] });
    const user = userEvent.setup({ delay: null });
    renderCreditTerms();
    const dialog = await openCreate(user);
    await chooseCustomer(user, 'vidri', /Vidriera del Norte/);
    await user.type(field(/Límite de crédito/), '95,000.50');
    await user.click(within(dialog).getByRole('combobox', { name: /Moneda/ }));
    await user.click(await screen.findByRole('option', { name: 'MXN' }));
    await user.type(field(/Días de crédito/), '45');
    await user.clear(field(/Vigente desde/));
    await user.type(field(/Vigente desde/), '01022026');
    expect(field(/Vigente desde/)).toHaveProperty('value', '01/02/2026');
    await user.type(field(/Vigente hasta/), '31012027');
    await user.type(field(/Notas/), 'Revisión semestral');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar término' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/customer-credit-terms')).toHaveLength(1));
    expect(bodyOf(callsTo(api, 'POST /api/customer-credit-terms')[0]!)).toEqual({
      customerId: customer.id,
      paymentTerm: 'CREDIT',
      creditLimit: '95000.50',
      currency: 'MXN',
      creditDays: 45,
      validFrom: '2026-02-01',
      validTo: '2027-01-31',
      notes: 'Revisión semestral',
    });
    expect(await screen.findByText('Término de crédito creado')).toBeTruthy();
  });

  it("with 'Pago anticipado' forces limit and days to 0 and disables them", async () => {
    const customer = buildCustomer({ companyName: 'Agroinsumos de Irapuato' });
    const api = fakeApi(server, { customers: [customer], terms: [] });
    const user = userEvent.setup({ delay: null });
    renderCreditTerms();
    const dialog = await openCreate(user);
    await chooseCustomer(user, 'agro', /Agroinsumos/);
    await user.type(field(/Límite de crédito/), '80000');
    await user.type(field(/Días de crédito/), '30');

    await user.click(within(dialog).getByLabelText('Pago anticipado'));
    expect(field(/Límite de crédito/)).toHaveProperty('value', '0');
    expect(field(/Límite de crédito/)).toHaveProperty('disabled', true);
    expect(field(/Días de crédito/)).toHaveProperty('value', '0');
    expect(field(/Días de crédito/)).toHaveProperty('disabled', true);
    expect(
      within(dialog).getByText('Con pago anticipado el límite y los días de crédito son 0.'),
    ).toBeTruthy();

    // Back to credit: what was typed comes back.
    await user.click(within(dialog).getByLabelText('Crédito'));
    expect(field(/Límite de crédito/)).toHaveProperty('value', '80000');
    expect(field(/Días de crédito/)).toHaveProperty('disabled', false);

    await user.click(within(dialog).getByLabelText('Pago anticipado'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar término' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/customer-credit-terms')).toHaveLength(1));
    expect(bodyOf(callsTo(api, 'POST /api/customer-credit-terms')[0]!)).toMatchObject({
      paymentTerm: 'ADVANCE_PAYMENT',
      creditLimit: '0',
      creditDays: 0,
    });
  });

  it('refuses an impossible date and an end before the start', async () => {
    const customer = buildCustomer({ companyName: 'Química Vallejo' });
    const api = fakeApi(server, { customers: [customer], terms: [] });
    const user = userEvent.setup({ delay: null });
    renderCreditTerms();
    const dialog = await openCreate(user);
    await chooseCustomer(user, 'quim', /Química Vallejo/);
    await user.type(field(/Límite de crédito/), '1000');
    await user.type(field(/Días de crédito/), '15');
    await user.clear(field(/Vigente desde/));
    await user.type(field(/Vigente desde/), '31022026');
    await user.type(field(/Vigente hasta/), '01012025');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar término' }));
    expect(await within(dialog).findByText('Usa una fecha válida')).toBeTruthy();
    await user.clear(field(/Vigente desde/));
    await user.type(field(/Vigente desde/), '01012026');
    expect(await within(dialog).findByText('La vigencia no puede terminar antes de empezar')).toBeTruthy();
    expect(callsTo(api, 'POST')).toEqual([]);
  });

  it("offers the customer in the lists' words", async () => {
    fakeApi(server, { customers: [buildCustomer({ companyName: 'Vidriera del Norte' })], terms: [] });
    const user = userEvent.setup({ delay: null });
    renderCreditTerms();
    await openCreate(user);
    const picker = screen.getByRole('combobox', { name: /Cliente/ });
    expect(picker.getAttribute('placeholder')).toBe('Escribe para buscar por empresa o RFC');
    await user.type(picker, 'zzz');
    expect(await screen.findByText('No se encontraron clientes')).toBeTruthy();
  });

  it('edits a term with its version (customer fixed) and deletes one after confirming', async () => {
    const term = buildCreditTerm({ version: 2, creditLimit: '150000.00' });
    const api = fakeApi(server, { terms: [term] });
    const user = userEvent.setup({ delay: null });
    renderCreditTerms();
    const name = term.customer.companyName;
    await user.click(await screen.findByRole('button', { name: `Editar término de ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar término de crédito' });
    expect(field(/Límite de crédito/)).toHaveProperty('value', '150,000');
    expect(within(dialog).getByRole('textbox', { name: 'Cliente' })).toHaveProperty('disabled', true);
    await user.clear(field(/Días de crédito/));
    await user.type(field(/Días de crédito/), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar término' }));
    await waitFor(() => expect(callsTo(api, 'PUT /api/customer-credit-terms/')).toHaveLength(1));
    const body = bodyOf(callsTo(api, 'PUT /api/customer-credit-terms/')[0]!);
    expect(body).toMatchObject({ version: 2, creditDays: 60, creditLimit: '150000' });
    expect(body).not.toHaveProperty('customerId');

    await user.click(await screen.findByRole('button', { name: `Eliminar término de ${name}` }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar este término de crédito?' });
    expect(confirm.textContent).toContain('01/01/2026 – 31/12/2026');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(callsTo(api, 'DELETE /api/customer-credit-terms/')).toHaveLength(1));
    expect(await screen.findByText('Término de crédito eliminado')).toBeTruthy();
  });
});
