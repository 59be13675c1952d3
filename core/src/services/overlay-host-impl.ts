import { injectable } from 'inversify';
import { action, makeObservable, observableShallow } from 'mobx';
import type { ReactElement } from 'react';
import type { OverlayHost, OverlayOptions } from '@tessera/sdk';

export interface OverlayEntry {
  key: number;
  element: ReactElement;
  extensionId?: string;
}

/** The overlays shown through OverlayHost; the shell's OverlayOutlet renders them inside its tree. */
@injectable()
export class OverlayHostImpl implements OverlayHost {
  entries: OverlayEntry[] = [];
  private next = 0;

  constructor() {
    makeObservable<OverlayHostImpl, 'add' | 'remove'>(this, { entries: observableShallow, add: action, remove: action });
  }

  show(element: ReactElement, options: OverlayOptions = {}): () => void {
    const key = ++this.next;
    this.add({ key, element, ...(options.extensionId ? { extensionId: options.extensionId } : {}) });
    let shown = true;
    return () => {
      if (!shown) return;
      shown = false;
      this.remove(key);
    };
  }

  private add(entry: OverlayEntry): void {
    this.entries = [...this.entries, entry];
  }

  private remove(key: number): void {
    this.entries = this.entries.filter((e) => e.key !== key);
  }
}
