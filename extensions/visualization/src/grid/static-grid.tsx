import { useMemo } from 'react';
import { compactVertical } from '../model/compact';
import { GRID_COLUMNS, ROW_HEIGHT } from '../model/layout';
import type { DashboardGridProps } from './dashboard-grid-props';
import { GRID_MARGIN, tileHeight } from './dashboard-grid-props';
import { GridStyles } from './grid-styles';
import { TileView } from './tile-view';

/**
 * The read-only grid (view mode, share pages): a CSS grid of 24 columns and 40 px rows, drawn in the first render.
 * No grid library and no width measurement pass before the tiles exist, unlike the editor's draggable grid.
 */
export function StaticGrid({ layout, dataOf, values, names, sendOf }: DashboardGridProps) {
  const tiles = useMemo(() => compactVertical(layout.tiles), [layout.tiles]);
  return (
    <div data-testid="dashboard-grid">
      <GridStyles />
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`,
          gridAutoRows: ROW_HEIGHT,
          gap: GRID_MARGIN,
          padding: GRID_MARGIN,
        }}
      >
        {tiles.map((tile) => (
          <div key={tile.i} style={{ gridColumn: `${tile.x + 1} / span ${tile.w}`, gridRow: `${tile.y + 1} / span ${tile.h}`, minWidth: 0 }}>
            <TileView
              tile={tile}
              data={dataOf(tile)}
              send={sendOf?.(tile)}
              height={tileHeight(tile)}
              values={tile.kind === 'devices' ? values : undefined}
              names={tile.kind === 'devices' ? names : undefined}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
