import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ExtensionHost, Logger, useOptionalService } from '@tessera/sdk';
import { ExtensionBoundary } from '../extensions/extension-boundary';

interface HeaderSlot {
  extensionId: string;
  viewId: string;
  order: number;
}

/**
 * The layout header's extension slot: every enabled extension's `contributes.headerItems` (an alert badge, …),
 * activated when the layout mounts and rendered in its own boundary, so core knows nothing of what they show.
 */
export const HeaderItems = observer(function HeaderItems() {
  // A shell without an extension host (tests of the bare layout) has no header items.
  const host = useOptionalService<ExtensionHost>(ExtensionHost);
  const logger = useOptionalService<Logger>(Logger);
  const slots: HeaderSlot[] = (host?.catalog ?? [])
    .filter((e) => e.enabled)
    .flatMap((e) => (e.manifest.contributes?.headerItems ?? []).map((h) => ({ extensionId: e.manifest.id, viewId: h.view, order: h.order ?? 100 })))
    .sort((a, b) => a.order - b.order);
  const ids = [...new Set(slots.map((s) => s.extensionId))].join(',');
  useEffect(() => {
    for (const id of ids ? ids.split(',') : []) host?.activate(id).catch((err: unknown) => logger?.warn('header', `activating ${id} failed`, err));
  }, [host, logger, ids]);
  return (
    <>
      {slots.map((s) => {
        const View = host?.view(s.extensionId, s.viewId);
        return View ? (
          <ExtensionBoundary key={`${s.extensionId}:${s.viewId}`} extensionId={s.extensionId}>
            <View path="" query={{}} />
          </ExtensionBoundary>
        ) : null;
      })}
    </>
  );
});
