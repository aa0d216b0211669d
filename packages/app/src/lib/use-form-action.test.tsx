import { unitFormErrors } from '@strata/domain';
import { Button, Field, Input } from '@strata/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FakeRoutes } from '../testing/fake-api';
import { signedIn } from '../testing/session-fixtures';
import { StoryApp } from '../testing/story-app';
import { useApiClient } from './api';
import { useFormAction, type FormFailureDisplay } from './use-form-action';

/** A unit as the server answers it (every field of the response schema). */
function unit(id: number, unitNo: string) {
  return {
    id,
    unit_no: unitNo,
    level: null,
    block: null,
    square_feet: null,
    parking_lot: null,
    parking_lot_2: null,
    maintenance_amount: null,
    water_amount: null,
    other_amount: null,
    remark: null,
    user_id: null,
    user_id_2: null,
    user_id_3: null,
    user: null,
    property_id: 1,
    created_at: '2026-11-01 09:00:00',
    issue_on: null,
  };
}

function AddUnitForm({ failure }: { failure?: FormFailureDisplay<'unit_no'> }) {
  const api = useApiClient();
  const [added, setAdded] = useState<string | null>(null);
  const form = useFormAction({
    validate: (input: { unit_no: string }) => unitFormErrors(input),
    action: (input) => api.units.add({ ...input, property_id: 1 }),
    failure,
    success: 'Unit has been added',
    onSuccess: (unit) => setAdded(unit.unit_no),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const unitNo = String(new FormData(event.currentTarget).get('unit_no') ?? '');
        void form.submit({ unit_no: unitNo });
      }}
    >
      <Field label="Unit No" error={form.fieldError('unit_no')}>
        <Input name="unit_no" />
      </Field>
      <Button type="submit" disabled={form.pending}>
        Save
      </Button>
      {added !== null && <p>Added {added}</p>}
    </form>
  );
}

function renderForm(api: FakeRoutes, failure?: FormFailureDisplay<'unit_no'>) {
  render(
    <StoryApp
      path="/form"
      session={signedIn('admin')}
      routes={[{ path: '/form', element: <AddUnitForm failure={failure} /> }]}
      api={api}
    />,
  );
}

async function submitUnit(unitNo: string) {
  if (unitNo) await userEvent.type(await screen.findByLabelText('Unit No'), unitNo);
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
}

describe('useFormAction', () => {
  it('given no unit number, when saved, then the field asks to be completed and nothing is sent', async () => {
    let calls = 0;
    renderForm({ 'POST /api/units/add': () => (calls++, { body: {} }) });

    await submitUnit('');

    expect(await screen.findByText('Please complete this field')).toBeVisible();
    expect(calls).toBe(0);
  });

  it('given a good unit, when saved, then the success toast shows and the caller gets the answer', async () => {
    renderForm({ 'POST /api/units/add': { body: unit(9, 'A-1') } });

    await submitUnit('A-1');

    expect(await screen.findByRole('status')).toHaveTextContent('Unit has been added');
    expect(screen.getByText('Added A-1')).toBeVisible();
  });

  it('given a call under way, then Save is disabled until it answers', async () => {
    renderForm({ 'POST /api/units/add': 'never' });

    await submitUnit('A-1');

    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('given a modal form, when the server answers 400, then the error modal shows its text', async () => {
    renderForm({
      'POST /api/units/add': { status: 400, body: { error: 'Unit No already taken' } },
    });

    await submitUnit('A-1');

    const modal = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(modal).toHaveTextContent('Unit No already taken');
    expect(screen.queryByText('Unit has been added')).not.toBeInTheDocument();
  });

  it('given a toast form, when the server answers 400, then an error toast shows its text and no modal', async () => {
    renderForm(
      { 'POST /api/units/add': { status: 400, body: { error: 'Unit No already taken' } } },
      'toast',
    );

    await submitUnit('A-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Unit No already taken');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('given a toast form, when the server answers 409, then the central "Updates" modal opens', async () => {
    renderForm(
      { 'POST /api/units/add': { status: 409, body: { error: 'A new version is out' } } },
      'toast',
    );

    await submitUnit('A-1');

    const modal = await screen.findByRole('alertdialog', { name: 'Updates' });
    expect(modal).toHaveTextContent('A new version is out');
  });

  it('given a toast form, when the server answers 429, then the central "Hold On!" modal opens', async () => {
    renderForm({ 'POST /api/units/add': { status: 429, body: { error: 'Slow down' } } }, 'toast');

    await submitUnit('A-1');

    expect(await screen.findByRole('alertdialog', { name: 'Hold On!' })).toHaveTextContent(
      'Slow down',
    );
  });

  it('given a field form, when the server answers 400, then its text shows under that field', async () => {
    renderForm(
      { 'POST /api/units/add': { status: 400, body: { error: 'Unit No already taken' } } },
      { field: 'unit_no' },
    );

    await submitUnit('A-1');

    expect(await screen.findByText('Unit No already taken')).toBeVisible();
    expect(screen.getByLabelText('Unit No')).toHaveAccessibleDescription(/Unit No already taken/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
