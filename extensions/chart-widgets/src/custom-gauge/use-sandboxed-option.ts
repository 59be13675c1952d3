import { useEffect, useState } from 'react';
import { runInSandbox, type SandboxOptions } from './sandbox';
import { asOption } from './custom-gauge-config';

export interface SandboxedOption {
  option: Record<string, unknown> | null;
  error: string | null;
}

/** Evaluates the user's option text with `value` in the sandbox whenever either changes. */
export function useSandboxedOption(code: string, value: unknown[], sandbox?: SandboxOptions): SandboxedOption {
  const [state, setState] = useState<SandboxedOption>({ option: null, error: null });
  const valueKey = JSON.stringify(value);
  useEffect(() => {
    let live = true;
    runInSandbox(code, { value: JSON.parse(valueKey) }, sandbox).then(
      (result) => {
        if (!live) return;
        const option = asOption(result);
        setState(option ? { option, error: null } : { option: null, error: 'option must be an object' });
      },
      (err: Error) => live && setState({ option: null, error: err.message }),
    );
    return () => {
      live = false;
    };
  }, [code, valueKey, sandbox]);
  return state;
}
