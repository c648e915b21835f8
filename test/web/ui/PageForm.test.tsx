// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { useFormState } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ErrorBody } from '../../../src/domain/errors';
import { toHttpError } from '../../../src/web/providers/apiErrors';
import { FormFailure } from '../../../src/web/ui/forms/FormFailure';
import { FormTextField } from '../../../src/web/ui/forms/FormTextField';
import { PageForm } from '../../../src/web/ui/forms/PageForm';
import type { SubmissionErrors } from '../../../src/web/ui/forms/submissionErrors';
import { useDomainResolver } from '../../../src/web/ui/forms/useDomainResolver';
import { renderAdmin } from '../support/renderAdmin';

const productSchema = z.object({
  reference: z.string().trim().min(1, 'validation.required').toUpperCase(),
  name: z.string(),
});
type Typed = z.input<typeof productSchema>;
type Sent = z.output<typeof productSchema>;

const config = { headers: new AxiosHeaders() };

/** A refused save as the dataProvider throws it: react-admin's HttpError with the API's body. */
function refusal(status: number, body: Partial<ErrorBody>) {
  return toHttpError(
    new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, {
      status,
      statusText: '',
      headers: {},
      config,
      data: { statusCode: status, ...body },
    }),
  );
}

function SaveButton() {
  const { isSubmitting } = useFormState();
  return <button type="submit">{isSubmitting ? 'Guardando' : 'Guardar producto'}</button>;
}

interface Props {
  onSave: (values: Sent) => Promise<void>;
  check?: (values: Sent) => SubmissionErrors | undefined;
}

function ProductForm({ onSave, check }: Props) {
  const resolver = useDomainResolver(productSchema);
  const defaultValues: Typed = { reference: '', name: 'Cal hidratada' };
  return (
    <PageForm
      label="Nuevo producto"
      resolver={resolver}
      defaultValues={defaultValues}
      onSave={onSave}
      check={check}
      errors={{ fields: ['reference', 'name'], conflictField: 'reference' }}
    >
      <FormFailure />
      <FormTextField name="reference" label="Referencia" />
      <FormTextField name="name" label="Nombre" />
      <SaveButton />
    </PageForm>
  );
}

const form = () => screen.getByRole('form', { name: 'Nuevo producto' });
const save = () => within(form()).getByRole('button', { name: 'Guardar producto' });

describe('PageForm', () => {
  it("is a form named by its label and sends the schema's output", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async (_values: Sent) => {});
    renderAdmin(<ProductForm onSave={onSave} />);
    await user.type(
      within(await screen.findByRole('form', { name: 'Nuevo producto' })).getByLabelText('Referencia'),
      ' cal-25 ',
    );
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ reference: 'CAL-25', name: 'Cal hidratada' });
  });

  it('checks with the schema before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => {});
    renderAdmin(<ProductForm onSave={onSave} />);
    await screen.findByRole('form', { name: 'Nuevo producto' });
    await user.click(save());
    expect(await within(form()).findByText('Este campo es obligatorio')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts a business clash (409) on its field and says nothing above', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = () =>
      Promise.reject(
        refusal(409, { code: 'CONFLICT', message: 'Ya existe un producto con la referencia CAL-25' }),
      );
    renderAdmin(<ProductForm onSave={onSave} />);
    await user.type(
      within(await screen.findByRole('form', { name: 'Nuevo producto' })).getByLabelText('Referencia'),
      'cal-25',
    );
    await user.click(save());
    expect(await within(form()).findByText('Ya existe un producto con la referencia CAL-25')).toBeTruthy();
    expect(within(form()).getByLabelText('Referencia').getAttribute('aria-invalid')).toBe('true');
    expect(within(form()).queryByRole('alert')).toBeNull();
  });

  it("says above the form what no field shows, in the lists' words when the server gives none", async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin(<ProductForm onSave={() => Promise.reject(refusal(500, { code: 'INTERNAL_ERROR' }))} />);
    await user.type(
      within(await screen.findByRole('form', { name: 'Nuevo producto' })).getByLabelText('Referencia'),
      'cal',
    );
    await user.click(save());
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      'No se pudieron guardar los cambios. Inténtalo de nuevo.',
    );
  });

  it("says the page's own rule (nothing changed) without sending", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => {});
    renderAdmin(
      <ProductForm
        onSave={onSave}
        check={() => ({ root: { serverError: 'No hay cambios para guardar' } })}
      />,
    );
    await user.type(
      within(await screen.findByRole('form', { name: 'Nuevo producto' })).getByLabelText('Referencia'),
      'cal',
    );
    await user.click(save());
    expect((await within(form()).findByRole('alert')).textContent).toBe('No hay cambios para guardar');
    expect(onSave).not.toHaveBeenCalled();
  });
});
