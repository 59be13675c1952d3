import { Notifier, RouteService, useService, useT, type ViewProps, type WidgetDefinition } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { useDeviceNames } from '../live/use-device-names';
import { DashboardGrid } from '../grid/dashboard-grid';
import { useDashboardData } from '../live/use-dashboard-data';
import { useValueSource } from '../live/use-value-source';
import { screenTarget } from '../navigation';
import { addTile, applyPositions, removeTile, replaceTile, type Tile } from '../model/layout';
import { EditorToolbar } from './editor-toolbar';
import { TileConfigDialog } from './tile-config-dialog';
import { useDashboardEditor } from './use-dashboard-editor';
import { WidgetPalette } from './widget-palette';
import { usePreloadWidgets } from '../live/use-preload-widgets';

/** Leaving with unsaved changes: the browser asks (reload, close) and so do the editor's own exits. */
function useUnsavedWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** The dashboard editor: palette, the editable grid with live values, tile configuration, undo/redo and save. */
export function DashboardEditorView({ query }: ViewProps) {
  const { t } = useT();
  usePreloadWidgets();
  const notifier = useService<Notifier>(Notifier);
  const routes = useService<RouteService>(RouteService);
  const editor = useDashboardEditor(query.id ?? '');
  const { dataOf, values } = useDashboardData(editor.layout, useValueSource());
  const names = useDeviceNames();
  const [configuring, setConfiguring] = useState<Tile | null>(null);
  useUnsavedWarning(editor.dirty);

  const leave = async (target: { name: string; query?: Record<string, string> }) => {
    if (editor.dirty && !(await notifier.confirm(t('visualization.leaveUnsaved'), { intent: 'warning' }))) return;
    void routes.navigate(target);
  };
  const pick = (def: WidgetDefinition) => {
    const next = addTile(editor.layout, { kind: 'widget', title: t(def.title), widget: { ...def.defaults(), type: def.type } });
    editor.change(next);
    setConfiguring(next.tiles[next.tiles.length - 1]);
  };
  // Text goes in at once (its cog edits it); an image or a device list opens its settings.
  const addOwn = (kind: 'text' | 'image' | 'devices') => {
    if (kind === 'text') return editor.change(addTile(editor.layout, { kind, text: t('visualization.textDefault'), w: 6, h: 3 }));
    const next = addTile(
      editor.layout,
      kind === 'image' ? { kind, fit: 'contain', w: 6, h: 5 } : { kind, title: t('visualization.devicesTile'), device_ids: [], keys: [], w: 10, h: 6 },
    );
    editor.change(next);
    setConfiguring(next.tiles[next.tiles.length - 1]);
  };
  return (
    <section data-testid="dashboard-editor" aria-label={t('visualization.editorTitle')}>
      <EditorToolbar
        editor={editor}
        onTimeRange={(time_range) => editor.change({ ...editor.layout, time_range })}
        onRefresh={(refresh_seconds) => editor.change({ ...editor.layout, refresh_seconds })}
        onView={() => void leave(screenTarget(query.id, 'view'))}
        onBack={() => void leave(screenTarget())}
      />
      <WidgetPalette onPick={pick} onTile={addOwn} />
      <div style={{ marginTop: 8, minHeight: 300, background: 'rgba(143,153,168,.08)' }}>
        <DashboardGrid
          layout={editor.layout}
          dataOf={dataOf}
          values={values}
          names={names}
          editable
          onPositions={(p) => editor.change(applyPositions(editor.layout, p))}
          onConfigure={setConfiguring}
          onRemove={(tile) => editor.change(removeTile(editor.layout, tile.i))}
        />
      </div>
      {configuring && (
        <TileConfigDialog tile={configuring} onClose={() => setConfiguring(null)} onSave={(tile) => editor.change(replaceTile(editor.layout, tile))} />
      )}
    </section>
  );
}
