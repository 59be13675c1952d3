import { useEffect, useState } from 'react';
import { simulationProgram } from './custom-gauge-config';
import { runInSandbox, type SandboxOptions } from './sandbox';

/**
 * Simulated data for the live preview (the spec's state rules): when enabled, every `intervalMs` the generator
 * functions run in the sandbox and their results become the preview's values.
 */
export function useSimulation(enabled: boolean, funcArr: string[], intervalMs: number, sandbox?: SandboxOptions): { values: unknown[]; error: string | null } {
  const [values, setValues] = useState<unknown[]>(() => funcArr.map(() => 0));
  const [error, setError] = useState<string | null>(null);
  const program = simulationProgram(funcArr);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const tick = () =>
      runInSandbox(program, {}, sandbox).then(
        (out) => live && (setValues(Array.isArray(out) ? out : [out]), setError(null)),
        (err: Error) => live && setError(err.message),
      );
    void tick();
    const timer = setInterval(tick, intervalMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [enabled, program, intervalMs, sandbox]);
  return { values, error };
}
