import { GridLayout, useContainerWidth, type Layout as GridItems } from 'react-grid-layout';
import type { WidgetData, WidgetRendererProps } from '@tessera/sdk';
import { useMemo } from 'react';
import type { DeviceValues } from '../live/use-device-values';
import { GRID_COLUMNS, ROW_HEIGHT, type GridPosition, type Layout, type Tile } from '../model/layout';
import { GridStyles } from './grid-styles';
import { TileView } from './tile-view';

const MARGIN = 8;

export interface DashboardGridProps {
  layout: Layout;
  /** Live data per device id. */
  dataOf(tile: Tile): WidgetData;
  /** Device-list tiles: every device's latest values and the devices' names. */
  values?: DeviceValues;
  names?: Record<string, string>;
  /** A tile's control sender (absent: read-only). */
  sendOf?(tile: Tile): WidgetRendererProps['send'];
  /** Edit mode: tiles drag and resize, and have configure/remove buttons. */
  editable?: boolean;
  onPositions?(positions: GridPosition[]): void;
  onConfigure?(tile: Tile): void;
  onRemove?(tile: Tile): void;
}

/** The dashboard's tiles on the 24-column grid (read-only unless `editable`). */
export function DashboardGrid({ layout, dataOf, values, names, sendOf, editable = false, onPositions, onConfigure, onRemove }: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  const items = useMemo(() => layout.tiles.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })), [layout.tiles]);
  const changed = (next: GridItems) => onPositions?.(next.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })));
  return (
    <div ref={containerRef} data-testid="dashboard-grid">
      <GridStyles />
      {mounted && (
        <GridLayout
          width={width}
          layout={items}
          gridConfig={{ cols: GRID_COLUMNS, rowHeight: ROW_HEIGHT, margin: [MARGIN, MARGIN] }}
          dragConfig={{ enabled: editable }}
          resizeConfig={{ enabled: editable }}
          // Only the user's drags and resizes are edits: the grid's own compaction on load must not mark the dashboard changed.
          onDragStop={changed}
          onResizeStop={changed}
        >
          {layout.tiles.map((tile) => (
            <div key={tile.i}>
              <TileView
                tile={tile}
                data={dataOf(tile)}
                send={sendOf?.(tile)}
                height={tile.h * ROW_HEIGHT + (tile.h - 1) * MARGIN}
                values={tile.kind === 'devices' ? values : undefined}
                names={tile.kind === 'devices' ? names : undefined}
                onConfigure={editable ? onConfigure : undefined}
                onRemove={editable ? onRemove : undefined}
              />
            </div>
          ))}
        </GridLayout>
      )}
    </div>
  );
}
