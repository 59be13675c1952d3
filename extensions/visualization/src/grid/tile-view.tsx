import { Button, Card } from '@blueprintjs/core';
import { useT, WidgetOutlet, type WidgetData, type WidgetRendererProps } from '@tessera/sdk';
import type { Tile } from '../model/layout';

export interface TileViewProps {
  tile: Tile;
  data: WidgetData;
  height: number;
  /** Control widgets send through it (signed-in views only). */
  send?: WidgetRendererProps['send'];
  /** Edit mode: the tile's configure and remove buttons. */
  onConfigure?(): void;
  onRemove?(): void;
}

const EMPTY_DATA: WidgetData = { values: {} };

/** One tile: its title bar, then the text or the widget drawn through its outlet (an unknown type says so itself). */
export function TileView({ tile, data, height, send, onConfigure, onRemove }: TileViewProps) {
  const { t } = useT();
  const editing = Boolean(onConfigure);
  return (
    <Card className="tessera-dashboard-tile" style={{ padding: 8 }} data-testid={`dashboard-tile-${tile.i}`}>
      {(tile.title || editing) && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 4, minHeight: 24 }}>
          <strong style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{tile.title}</strong>
          {editing && (
            <>
              <Button size="small" variant="minimal" icon="cog" aria-label={t('visualization.configure')} data-testid={`tile-configure-${tile.i}`}
                onMouseDown={(e) => e.stopPropagation()} onClick={onConfigure} />
              <Button size="small" variant="minimal" icon="trash" aria-label={t('visualization.removeTile')} data-testid={`tile-remove-${tile.i}`}
                onMouseDown={(e) => e.stopPropagation()} onClick={onRemove} />
            </>
          )}
        </div>
      )}
      <div className="tessera-dashboard-tile-body">
        {tile.kind === 'text' ? (
          <div style={{ whiteSpace: 'pre-wrap' }} data-testid={`tile-text-${tile.i}`}>{tile.text}</div>
        ) : tile.widget ? (
          <WidgetOutlet config={tile.widget} data={tile.device_id ? data : EMPTY_DATA} height={Math.max(60, height - 40)} send={tile.device_id ? send : undefined} />
        ) : null}
      </div>
    </Card>
  );
}
