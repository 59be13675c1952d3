import { Button, Tab, Tabs } from '@blueprintjs/core';
import { useT, useWidgetDefinitions, type WidgetDefinition } from '@tessera/sdk';
import { useState } from 'react';

/** The widget categories (the spec's chart tabs). */
export const WIDGET_CATEGORIES = ['dashboard', 'information', 'history', 'control', 'report', 'video', 'other'] as const;

export interface WidgetPaletteProps {
  onPick(def: WidgetDefinition): void;
  /** The dashboard's own tiles (not widgets): text, image, device list. */
  onTile(kind: 'text' | 'image' | 'devices'): void;
}

/** Every registered widget type by category, plus the dashboard's own text, image and device-list tiles. */
export function WidgetPalette({ onPick, onTile }: WidgetPaletteProps) {
  const { t } = useT();
  const definitions = useWidgetDefinitions();
  const [category, setCategory] = useState<string>('dashboard');
  const shown = (definitions ?? []).filter((d) => d.category === category);
  return (
    <div data-testid="widget-palette">
      <Tabs id="dashboard-widget-categories" selectedTabId={category} onChange={(c) => setCategory(String(c))}>
        {WIDGET_CATEGORIES.map((c) => (
          <Tab key={c} id={c} title={t(`visualization.categories.${c}`)} />
        ))}
      </Tabs>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 8 }}>
        <Button icon="new-text-box" text={t('visualization.textTile')} data-testid="palette-text" onClick={() => onTile('text')} />
        <Button icon="media" text={t('visualization.imageTile')} data-testid="palette-image" onClick={() => onTile('image')} />
        <Button icon="th-list" text={t('visualization.devicesTile')} data-testid="palette-devices" onClick={() => onTile('devices')} />
        {definitions === undefined && <span>{t('visualization.loadingWidgets')}</span>}
        {shown.map((d) => (
          <Button key={d.type} icon="widget" text={t(d.title)} data-testid={`palette-${d.type}`} onClick={() => onPick(d)} />
        ))}
      </div>
    </div>
  );
}
