import { useCallback, useRef, useState } from 'react';

/**
 * Sending (the spec's state rules): a send button is locked while its send is in flight and unlocked when the callback
 * runs, success or failure (the server's 属性下发不能太频繁 / 命令下发不能太频繁 reaches the user through the http client's toast).
 */
export function useSendLock() {
  const [locked, setLocked] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());
  const run = useCallback(async (key: string, send: () => Promise<unknown>): Promise<boolean> => {
    if (inFlight.current.has(key)) return false;
    inFlight.current.add(key);
    setLocked(new Set(inFlight.current));
    try {
      await send();
      return true;
    } catch {
      return false;
    } finally {
      inFlight.current.delete(key);
      setLocked(new Set(inFlight.current));
    }
  }, []);
  return { isLocked: (key: string) => locked.has(key), run };
}
