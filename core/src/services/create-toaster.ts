import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { loadDeferredStyles } from '../layout/deferred-styles';

/** The console's one toaster (top, five at most), rendered into its own root on document.body, once toasts are styled. */
export async function createToaster(): Promise<Toaster> {
  await loadDeferredStyles();
  return OverlayToaster.create({ position: Position.TOP, maxToasts: 5 }, { container: document.body });
}
