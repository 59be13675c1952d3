import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds before an SMS code can be requested again. */
export const CAPTCHA_RESEND_SECONDS = 60;

/** A seconds countdown: `start()` sets it, it ticks to 0 once per second. */
export function useCountdown(seconds: number = CAPTCHA_RESEND_SECONDS) {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(() => {
    stop();
    setRemaining(seconds);
    timer.current = setInterval(() => {
      setRemaining((s) => {
        if (s <= 1) {
          stop();
          return 0;
        }
        return s - 1;
      });
    }, 1000);
  }, [seconds, stop]);

  useEffect(() => stop, [stop]);
  return { remaining, running: remaining > 0, start };
}
