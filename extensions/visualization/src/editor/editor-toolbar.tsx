import { Button, ButtonGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { REFRESH_CHOICES, TIME_RANGES, type TimeRange } from '../model/layout';
import type { DashboardEditor } from './use-dashboard-editor';

export interface EditorToolbarProps {
  editor: DashboardEditor;
  onTimeRange(range: TimeRange): void;
  onRefresh(seconds: number): void;
  onVariables(): void;
  onView(): void;
  onBack(): void;
}

/** Name, dashboard time range and auto-refresh, variables, undo/redo, save, and the way out (to view mode or back to the list). */
export function EditorToolbar({ editor, onTimeRange, onRefresh, onVariables, onView, onBack }: EditorToolbarProps) {
  const { t } = useT();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
      <Button icon="arrow-left" variant="minimal" aria-label={t('common.back')} data-testid="editor-back" onClick={onBack} />
      <h3 style={{ margin: 0 }} data-testid="editor-name">
        {editor.dashboard?.dashboard_name}
      </h3>
      {editor.dirty && (
        <Tag intent="warning" minimal data-testid="editor-dirty">
          {t('visualization.unsaved')}
        </Tag>
      )}
      <span style={{ flex: 1 }} />
      <HTMLSelect
        aria-label={t('visualization.timeRange')}
        data-testid="editor-time-range"
        value={editor.layout.time_range}
        onChange={(e) => onTimeRange(e.currentTarget.value as TimeRange)}
        options={TIME_RANGES.map((r) => ({ value: r, label: t(`visualization.ranges.${r}`) }))}
      />
      <HTMLSelect
        aria-label={t('visualization.autoRefresh')}
        data-testid="editor-refresh"
        value={editor.layout.refresh_seconds ?? 0}
        onChange={(e) => onRefresh(Number(e.currentTarget.value))}
        options={REFRESH_CHOICES.map((n) => ({ value: n, label: n ? t('visualization.everySeconds', { n }) : t('visualization.refreshOff') }))}
      />
      <Button icon="variable" text={t('visualization.variables')} data-testid="editor-variables" onClick={onVariables} />
      <ButtonGroup>
        <Button icon="undo" aria-label={t('visualization.undo')} data-testid="editor-undo" disabled={!editor.canUndo} onClick={editor.undo} />
        <Button icon="redo" aria-label={t('visualization.redo')} data-testid="editor-redo" disabled={!editor.canRedo} onClick={editor.redo} />
      </ButtonGroup>
      <Button icon="eye-open" text={t('common.view')} data-testid="editor-view" onClick={onView} />
      <Button
        intent="primary"
        icon="floppy-disk"
        text={t('common.save')}
        data-testid="editor-save"
        disabled={!editor.dirty}
        onClick={() => void editor.save()}
      />
    </div>
  );
}
