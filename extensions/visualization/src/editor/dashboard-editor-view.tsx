import { Notifier, RouteService, useService, useT, type ViewProps, type WidgetDefinition } from '@tessera/sdk';
import { useEffect, useMemo, useState } from 'react';
import { useDeviceNames } from '../live/use-device-names';
import { DashboardGrid } from '../grid/dashboard-grid';
import { useDashboardData } from '../live/use-dashboard-data';
import { useValueSource } from '../live/use-value-source';
import { screenTarget } from '../navigation';
import { addTile, applyPositions, bindVariables, removeTile, replaceTile, variableValues, type Tile } from '../model/layout';
import { EditorToolbar } from './editor-toolbar';
import { TileConfigDialog } from './tile-config-dialog';
import { VariablesDialog } from './variables-dialog';
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
  // Tiles bound to a variable show its default device while editing.
  const shown = useMemo(() => bindVariables(editor.layout, variableValues(editor.layout, {})), [editor.layout]);
  const { dataOf, values } = useDashboardData(shown, useValueSource());
  const names = useDeviceNames();
  const [configuring, setConfiguring] = useState<Tile | null>(null);
  const [variables, setVariables] = useState(false);
  // The grid hands back the shown tile: configure the stored one (bound tiles keep their variable, not its device).
  const configure = (tile: Tile) => setConfiguring(editor.layout.tiles.find((x) => x.i === tile.i) ?? tile);
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
        onVariables={() => setVariables(true)}
        onView={() => void leave(screenTarget(query.id, 'view'))}
        onBack={() => void leave(screenTarget())}
      />
      <WidgetPalette onPick={pick} onTile={addOwn} />
      <div style={{ marginTop: 8, minHeight: 300, background: 'rgba(143,153,168,.08)' }}>
        <DashboardGrid
          layout={shown}
          dataOf={dataOf}
          values={values}
          names={names}
          editable
          onPositions={(p) => editor.change(applyPositions(editor.layout, p))}
          onConfigure={configure}
          onRemove={(tile) => editor.change(removeTile(editor.layout, tile.i))}
        />
      </div>
      {configuring && (
        <TileConfigDialog
          tile={configuring}
          variables={editor.layout.variables}
          onClose={() => setConfiguring(null)}
          onSave={(tile) => editor.change(replaceTile(editor.layout, tile))}
        />
      )}
      {variables && <VariablesDialog layout={editor.layout} onChange={editor.change} onClose={() => setVariables(false)} />}
    </section>
  );
}
