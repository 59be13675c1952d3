/** The shared role dialog (tenant roles in system, a site's roles in sites) and the image-file helpers. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defineExtension, imageFileProblem, readAsDataUrl, RoleFormDialog, rules, TextField, useForm, type RoleFormValues } from '@tessera/sdk';
import { createExtensionHarness } from '@tessera/sdk/harness';
import { describe, expect, it, vi } from 'vitest';

const texts = { title: 'Role', nameLabel: 'Name', descriptionLabel: 'Description', testId: 'rf' };

async function open(save: (v: RoleFormValues, id?: string) => Promise<unknown>, role?: { id: string; role_name: string; role_describe?: string }) {
  // The rules' messages (validation.*) come from the rendering extension's strings, as in system and sites.
  const locales = { en: { validation: { required: 'Name it', maxLength: 'Too long' } } };
  const h = await createExtensionHarness(defineExtension({ activate() {} }), { language: 'en', locales });
  const onSaved = vi.fn();
  h.render(<RoleFormDialog isOpen role={role} {...texts} save={save} onClose={() => {}} onSaved={onSaved} />);
  return { h, onSaved };
}

describe('RoleFormDialog', () => {
  it('adds: requires a name, then saves without an id and says so', async () => {
    const save = vi.fn(async () => undefined);
    const { h, onSaved } = await open(save);
    fireEvent.click(screen.getByTestId('rf-submit'));
    expect((await screen.findByTestId('rf-name-error')).textContent).toBe('Name it');
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('rf-name'), { target: { value: 'Auditors' } });
    fireEvent.click(screen.getByTestId('rf-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledWith({ role_name: 'Auditors', role_describe: '' }, undefined);
    expect(h.notifier.messages('success')).toEqual(['Added successfully']);
  });

  it('edits: starts from the role, saves with its id; a refused save keeps the dialog and the input', async () => {
    const save = vi.fn(async () => Promise.reject(new Error('refused')));
    const { onSaved } = await open(save, { id: 'r1', role_name: 'Ops', role_describe: 'night shift' });
    expect((screen.getByTestId('rf-description') as HTMLTextAreaElement).value).toBe('night shift');
    fireEvent.change(screen.getByTestId('rf-name'), { target: { value: 'Ops 2' } });
    fireEvent.click(screen.getByTestId('rf-submit'));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ role_name: 'Ops 2', role_describe: 'night shift' }, 'r1'));
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByTestId('rf-name') as HTMLInputElement).value).toBe('Ops 2');
  });
});

describe('useForm.validateFields', () => {
  function PhoneForm({ onPhone }: { onPhone(p: string | null): void }) {
    const form = useForm({ phone: '', code: '' }, { phone: [rules.required(), rules.mobile()], code: [rules.required()] });
    return (
      <>
        <TextField form={form} name="phone" label="Phone" testId="pf-phone" />
        <TextField form={form} name="code" label="Code" testId="pf-code" />
        <button type="button" onClick={() => onPhone(form.validateFields(['phone']) ? form.values.phone : null)}>
          send
        </button>
      </>
    );
  }

  it('checks and focuses only the named fields', async () => {
    const h = await createExtensionHarness(defineExtension({ activate() {} }), { language: 'en' });
    const onPhone = vi.fn();
    h.render(<PhoneForm onPhone={onPhone} />);
    fireEvent.click(screen.getByText('send'));
    expect(onPhone).toHaveBeenLastCalledWith(null);
    expect(await screen.findByTestId('pf-phone-error')).toBeTruthy();
    expect(screen.queryByTestId('pf-code-error')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('pf-phone'));
    fireEvent.change(screen.getByTestId('pf-phone'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByText('send'));
    expect(onPhone).toHaveBeenLastCalledWith('13800138000');
    await waitFor(() => expect(screen.queryByTestId('pf-phone-error')).toBeNull());
  });
});

describe('image files', () => {
  it('accepts jpeg and png under 0.5 MB only', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(imageFileProblem({ type: 'image/jpeg', size: 512 * 1024 })).toBe('size');
  });

  it('reads a file as a data URL', async () => {
    const url = await readAsDataUrl(new Blob(['hi'], { type: 'image/png' }));
    expect(url).toBe(`data:image/png;base64,${btoa('hi')}`);
  });
});
