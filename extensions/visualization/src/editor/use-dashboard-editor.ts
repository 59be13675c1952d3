import { HttpClient, Notifier, useService, useT } from '@tessera/sdk';
import { useCallback, useEffect, useState } from 'react';
import { dashboardApi, type Dashboard } from '../api/dashboard-api';
import { EMPTY_LAYOUT, type Layout } from '../model/layout';
import { thumbnailOf } from '../model/thumbnail';
import { pushHistory, redo, startHistory, undo, type UndoHistory } from '../model/undo-history';

export interface DashboardEditor {
  dashboard: Dashboard | null;
  layout: Layout;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** Records a new layout (one undo step). */
  change(next: Layout): void;
  undo(): void;
  redo(): void;
  save(): Promise<boolean>;
}

/** The editor's state: the loaded dashboard, the layout with its undo history, and whether it differs from the saved one. */
export function useDashboardEditor(id: string): DashboardEditor {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const { t } = useT();
  const [dashboard, setDashboard] = useState<Dashboard | null>(null);
  const [history, setHistory] = useState<UndoHistory<Layout>>(() => startHistory(EMPTY_LAYOUT));
  const [saved, setSaved] = useState<Layout>(EMPTY_LAYOUT);

  useEffect(() => {
    if (!id) return;
    let alive = true;
    void dashboardApi.detail(http, id).then(
      (d) => {
        if (!alive) return;
        setDashboard(d);
        setHistory(startHistory(d.json_data));
        setSaved(d.json_data);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [http, id]);

  const change = useCallback((next: Layout) => setHistory((h) => pushHistory(h, next)), []);
  const save = async () => {
    if (!dashboard) return false;
    try {
      // The list's thumbnail is drawn from the layout being saved.
      const d = await dashboardApi.edit(http, { id: dashboard.id, json_data: history.present, thumbnail: thumbnailOf(history.present) });
      setDashboard(d);
      setSaved(history.present);
      notifier.success(t('visualization.saved'));
      return true;
    } catch {
      return false;
    }
  };
  return {
    dashboard,
    layout: history.present,
    dirty: history.present !== saved,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change,
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    save,
  };
}
