import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { useState, type ComponentType } from 'react';
import type { ExtensionHarness } from '@tessera/sdk/harness';

interface PickerProps {
  value: string;
  onChange(siteId: string): void;
  testId?: string;
}

/**
 * Renders a site picker in a parent that holds the choice, and picks the second site the instant its option is in
 * the DOM — before React has run the effects of that render, as a fast user or a loaded machine can. Resolves with
 * the site the parent ends up holding.
 */
export async function pickAsOptionsAppear(h: ExtensionHarness, Picker: ComponentType<PickerProps>, pick: string): Promise<string> {
  let held = '';
  function Parent() {
    const [siteId, setSiteId] = useState('');
    held = siteId;
    return <Picker value={siteId} onChange={setSiteId} testId="picker" />;
  }
  const { container } = h.render(<Parent />);
  const select = container.querySelector('select')!;
  let picked = false;
  // A MutationObserver callback is a microtask: it runs right after the commit that adds the option.
  const observer = new MutationObserver(() => {
    if (picked || !select.querySelector(`option[value="${pick}"]`)) return;
    picked = true;
    select.value = pick;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  observer.observe(select, { childList: true });
  await waitFor(() => expect(picked).toBe(true));
  observer.disconnect();
  // Let every pending effect and update run before reading the outcome.
  await act(() => Promise.resolve());
  expect(select.value).toBe(held);
  return held;
}
