import { Button, Card } from '@blueprintjs/core';
import { useT, type WidgetData, type WidgetRendererProps } from '@tessera/sdk';
import { memo } from 'react';
import type { DeviceValues } from '../live/use-device-values';
import type { Tile } from '../model/layout';
import { TileBody } from './tile-body';

export interface TileViewProps {
  tile: Tile;
  data: WidgetData;
  height: number;
  /** Device-list tiles: every device's latest values, and the devices' names. */
  values?: DeviceValues;
  names?: Record<string, string>;
  /** Control widgets send through it (signed-in views only). */
  send?: WidgetRendererProps['send'];
  /** Edit mode: the tile's configure and remove buttons. */
  onConfigure?(tile: Tile): void;
  onRemove?(tile: Tile): void;
}

/**
 * One tile: its title bar, then its body (text, image, device list, or the widget through its outlet). Memoized:
 * an update of one device re-renders only the tiles whose props changed.
 */
export const TileView = memo(function TileView(props: TileViewProps) {
  const { t } = useT();
  const { tile, onConfigure, onRemove } = props;
  const editing = Boolean(onConfigure);
  return (
    <Card className="tessera-dashboard-tile" style={{ padding: 8 }} data-testid={`dashboard-tile-${tile.i}`}>
      {(tile.title || editing) && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 4, minHeight: 24 }}>
          <strong style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{tile.title}</strong>
          {editing && (
            <>
              <Button
                size="small"
                variant="minimal"
                icon="cog"
                aria-label={t('visualization.configure')}
                data-testid={`tile-configure-${tile.i}`}
                onMouseDown={(e) => e.stopPropagation()}
                onClick={() => onConfigure?.(tile)}
              />
              <Button
                size="small"
                variant="minimal"
                icon="trash"
                aria-label={t('visualization.removeTile')}
                data-testid={`tile-remove-${tile.i}`}
                onMouseDown={(e) => e.stopPropagation()}
                onClick={() => onRemove?.(tile)}
              />
            </>
          )}
        </div>
      )}
      <div className="tessera-dashboard-tile-body">
        <TileBody {...props} />
      </div>
    </Card>
  );
});
