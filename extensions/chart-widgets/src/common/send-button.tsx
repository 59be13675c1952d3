import { Button, type Intent } from '@blueprintjs/core';
import { useRef, useState, type ReactNode } from 'react';

interface Props {
  /** Performs the send; the button stays locked until the returned promise settles (the spec's send lock). */
  onSend(): Promise<unknown> | void;
  disabled?: boolean;
  intent?: Intent;
  children: ReactNode;
  small?: boolean;
}

/** A send button locked while its send is in flight; it unlocks when the send callback runs. */
export function SendButton({ onSend, disabled, intent, children, small }: Props) {
  const [busy, setBusy] = useState(false);
  // A ref guards double clicks that land before React re-renders the disabled state.
  const inFlight = useRef(false);
  const click = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await onSend();
    } catch {
      // The HTTP client has already shown the error (e.g. 属性下发不能太频繁); the button just unlocks.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <Button intent={intent} size={small ? 'small' : undefined} disabled={disabled || busy} loading={busy} onClick={click}>
      {children}
    </Button>
  );
}
