/**
 * useForm with TextField inside FormDialog: the first invalid field (in rule order) gets the focus, errors follow
 * the edits, a failed save keeps the input, and the dialog's test id reaches the DOM (on its form).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defineExtension, FormDialog, rules, TextField, useForm, type FormRules } from '@tessera/sdk';
import { createExtensionHarness } from '@tessera/sdk/harness';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

interface Values {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

// Rule order (not DOM order) decides which invalid field is focused: email is checked before name here.
const RULES: FormRules<Values> = {
  email: [rules.required(), rules.email()],
  name: [rules.required()],
  password: [rules.required(), rules.password()],
  confirm: [rules.sameAs<Values>('password')],
};

function Dialog({ save }: { save(v: Values): Promise<void> }) {
  const form = useForm<Values>({ name: '', email: '', password: '', confirm: '' }, RULES);
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!form.validate()) return;
    setSaving(true);
    try {
      await save(form.values);
      setOpen(false);
    } catch {
      /* the dialog stays open with the input */
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog isOpen={open} title="Person" saving={saving} onClose={() => setOpen(false)} onSubmit={() => void submit()} testId="person">
      <TextField form={form} name="name" label="Name" testId="person-name" />
      <TextField form={form} name="email" label="E-mail" testId="person-email" />
      <TextField form={form} name="password" label="Password" testId="person-password" type="password" />
      <TextField form={form} name="confirm" label="Confirm" testId="person-confirm" type="password" />
    </FormDialog>
  );
}

async function mount(save: (v: Values) => Promise<void> = async () => {}) {
  const h = await createExtensionHarness(defineExtension({ views: {} }));
  h.render(<Dialog save={save} />);
  await screen.findByTestId('person');
  return h;
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('person-submit'));

describe('useForm in a FormDialog', () => {
  it('puts the dialog test id on its form', async () => {
    await mount();
    expect(screen.getByTestId('person').tagName).toBe('FORM');
    expect(screen.getByTestId('person').contains(input('person-name'))).toBe(true);
  });

  it('focuses the first invalid field in rule order, then the next one once it is fixed', async () => {
    await mount();
    submit();
    await waitFor(() => expect(document.activeElement).toBe(input('person-email')));
    expect(screen.getByTestId('person-email-error').textContent).toBe('validation.required');
    expect(screen.getByTestId('person-name-error')).toBeTruthy();

    type('person-email', 'not-an-email');
    expect(screen.getByTestId('person-email-error').textContent).toBe('validation.email');
    type('person-email', 'ann@example.com');
    expect(screen.queryByTestId('person-email-error')).toBeNull();
    submit();
    await waitFor(() => expect(document.activeElement).toBe(input('person-name')));

    type('person-name', 'Ann');
    type('person-password', '12345');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(input('person-password')));
    expect(screen.getByTestId('person-password-error').textContent).toBe('validation.password');
  });

  it('re-checks the confirmation when the password it follows changes', async () => {
    await mount();
    type('person-password', 'secret-1');
    type('person-confirm', 'secret-2');
    submit();
    await waitFor(() => expect(screen.getByTestId('person-confirm-error').textContent).toBe('validation.passwordMismatch'));
    type('person-password', 'secret-2');
    expect(screen.queryByTestId('person-confirm-error')).toBeNull();
  });

  it('saves valid input once, and keeps the dialog and the input when the save fails', async () => {
    const saved: Values[] = [];
    let fail = true;
    await mount(async (v) => {
      saved.push(v);
      if (fail) throw new Error('server refused');
    });
    type('person-name', 'Ann');
    type('person-email', 'ann@example.com');
    type('person-password', 'secret-1');
    type('person-confirm', 'secret-1');
    submit();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'Ann', email: 'ann@example.com', password: 'secret-1', confirm: 'secret-1' });
    await waitFor(() => expect(screen.getByTestId('person-submit').className).not.toContain('bp6-loading'));
    expect(input('person-name').value).toBe('Ann');
    expect(input('person-email').value).toBe('ann@example.com');

    fail = false;
    submit();
    await waitFor(() => expect(screen.queryByTestId('person')).toBeNull());
    expect(saved).toHaveLength(2);
  });
});
