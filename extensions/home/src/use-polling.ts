import { useCallback, useEffect, useRef, useState } from 'react';

export type PollState<T> = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; data: T; error?: string };

/**
 * Runs `load` now and every `intervalMs`. After a first success a failed poll keeps the last data (and
 * notes the error), so a blip does not blank the page; `retry` reloads at once.
 */
export function usePolling<T>(load: () => Promise<T>, intervalMs: number) {
  const [state, setState] = useState<PollState<T>>({ status: 'loading' });
  const loadRef = useRef(load);
  loadRef.current = load;
  const alive = useRef(true);

  const run = useCallback(async () => {
    try {
      const data = await loadRef.current();
      if (alive.current) setState({ status: 'ready', data });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (alive.current) setState((prev) => (prev.status === 'ready' ? { ...prev, error } : { status: 'error', error }));
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void run();
    const timer = setInterval(() => void run(), intervalMs);
    return () => {
      alive.current = false;
      clearInterval(timer);
    };
  }, [run, intervalMs]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void run();
  }, [run]);

  return { state, retry };
}
