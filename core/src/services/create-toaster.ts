import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

/** The console's one toaster (top, five at most), rendered into its own root on document.body. */
export function createToaster(): Promise<Toaster> {
  return OverlayToaster.create({ position: Position.TOP, maxToasts: 5 }, { container: document.body });
}
