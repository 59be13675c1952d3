import { GridLayout, useContainerWidth, type Layout as GridItems } from 'react-grid-layout';
import { useMemo } from 'react';
import { GRID_COLUMNS, ROW_HEIGHT } from '../model/layout';
import { GRID_MARGIN as MARGIN, tileHeight, type DashboardGridProps } from './dashboard-grid-props';
import { GridStyles } from './grid-styles';
import { TileView } from './tile-view';

/** The editor's grid: tiles drag and resize (react-grid-layout, which measures its width before drawing them). */
export function EditableGrid({ layout, dataOf, values, names, sendOf, editable = false, onPositions, onConfigure, onRemove }: DashboardGridProps) {
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
                height={tileHeight(tile)}
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
