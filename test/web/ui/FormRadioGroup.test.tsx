// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormRadioGroup } from '../../../src/web/ui/forms/FormRadioGroup';
import { renderAdmin } from '../support/renderAdmin';

const UNITS = ['KG', 'TON'] as const;
type Unit = (typeof UNITS)[number];
const LABELS: Record<Unit, string> = { KG: 'Kilogramos', TON: 'Toneladas' };

function UnitForm({ onSelect }: { onSelect?: (unit: Unit) => void }) {
  return (
    <Form defaultValues={{ unit: 'KG' }}>
      <UnitInput onSelect={onSelect} />
    </Form>
  );
}

/** The group and what the form holds, both read from the form around them. */
function UnitInput({ onSelect }: { onSelect?: (unit: Unit) => void }) {
  const unit = useWatch<{ unit: Unit }, 'unit'>({ name: 'unit' });
  return (
    <>
      <FormRadioGroup
        name="unit"
        label="Unidad"
        options={UNITS}
        optionLabel={(value) => LABELS[value]}
        onSelect={onSelect}
      />
      <output data-testid="unit">{unit}</output>
    </>
  );
}

describe('FormRadioGroup', () => {
  it("is named by its label, shows each value's label and stores the choice", async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin(<UnitForm />);
    const group = await screen.findByRole('radiogroup', { name: 'Unidad' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Kilogramos' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Toneladas' }));
    await waitFor(() => expect(screen.getByTestId('unit').textContent).toBe('TON'));
  });

  it('hands the choice to onSelect instead of storing it', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelect = vi.fn();
    renderAdmin(<UnitForm onSelect={onSelect} />);
    await user.click(await screen.findByRole('radio', { name: 'Toneladas' }));
    expect(onSelect).toHaveBeenCalledWith('TON');
    expect(screen.getByTestId('unit').textContent).toBe('KG');
  });
});
