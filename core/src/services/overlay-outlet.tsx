import { observer } from 'mobx-react-lite';
import { Component, useContext, type ReactNode } from 'react';
import { Logger, OverlayHost, SdkContext } from '@tessera/sdk';
import { ExtensionBoundary } from '../extensions/extension-boundary';
import type { OverlayHostImpl } from './overlay-host-impl';

/** A failing overlay disappears instead of taking the shell down (extension overlays get ExtensionBoundary). */
class OverlayErrorBoundary extends Component<{ onError(error: Error): void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Where OverlayHost content lives: inside the shell's providers (overlay stack, i18n, router), so a dialog a
 * service opens stacks with the dialogs already open instead of competing with them for the focus.
 */
export const OverlayOutlet = observer(function OverlayOutlet() {
  const sdk = useContext(SdkContext);
  let host: OverlayHostImpl | undefined;
  try {
    host = sdk?.get<OverlayHostImpl>(OverlayHost);
  } catch {
    // A shell assembled without the service (some tests) simply has no overlays.
  }
  if (!sdk || !host) return null;
  const log = (error: Error) => {
    try {
      sdk.get<Logger>(Logger).child('overlays').error('overlay crashed', error);
    } catch {
      // Logging must not turn one broken overlay into two.
    }
  };
  return (
    <>
      {host.entries.map((e) =>
        e.extensionId ? (
          <ExtensionBoundary key={e.key} extensionId={e.extensionId}>
            {e.element}
          </ExtensionBoundary>
        ) : (
          <OverlayErrorBoundary key={e.key} onError={log}>
            {e.element}
          </OverlayErrorBoundary>
        ),
      )}
    </>
  );
});
