import { useRef } from 'react';

/** Focuses the input carrying `data-field=<name>` inside the returned container ref (first empty required field). */
export function useFocusField<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const focus = (field: string) => {
    const el = ref.current?.querySelector<HTMLElement>(`[data-field="${field}"]`);
    el?.focus();
  };
  return { ref, focus };
}
