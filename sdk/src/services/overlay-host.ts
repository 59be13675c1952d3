import type { ReactElement } from 'react';

export interface OverlayOptions {
  /** Render with this extension's services, strings (namespace) and error boundary, as its views are. */
  extensionId?: string;
}

/**
 * Renders React content that is not part of any view — typically the dialog a service opens for another
 * extension — inside the shell's own tree, so it shares the shell's overlay stack (focus, stacking, Escape) with
 * the dialogs already open. A separate React root would not: two open dialogs would fight over the focus.
 */
export const OverlayHost = Symbol.for('tessera.core.OverlayHost');
export interface OverlayHost {
  /** Shows `element` until the returned function is called (closing transitions are the caller's to wait for). */
  show(element: ReactElement, options?: OverlayOptions): () => void;
}
