import { useState } from 'react';

/**
 * Runs a save once at a time. A rejection (the http client has already shown the server's message) is swallowed
 * here and reported as `false`, so the dialog stays open with the user's input.
 */
export function useSubmit() {
  const [saving, setSaving] = useState(false);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setSaving(true);
    try {
      await action();
      return true;
    } catch {
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}
