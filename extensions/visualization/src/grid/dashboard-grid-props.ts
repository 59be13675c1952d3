import type { WidgetData, WidgetRendererProps } from '@tessera/sdk';
import type { DeviceValues } from '../live/use-device-values';
import { ROW_HEIGHT, type GridPosition, type Layout, type Tile } from '../model/layout';

/** Space between tiles and around the grid, px. */
export const GRID_MARGIN = 8;

/** A tile's height in px: its rows and the gaps between them. */
export const tileHeight = (tile: Tile) => tile.h * ROW_HEIGHT + (tile.h - 1) * GRID_MARGIN;

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
