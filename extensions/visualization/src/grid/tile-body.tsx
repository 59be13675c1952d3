import { WidgetOutlet, type WidgetData } from '@tessera/sdk';
import { DeviceListTile } from './device-list-tile';
import { ImageTile } from './image-tile';
import type { TileViewProps } from './tile-view';

const EMPTY_DATA: WidgetData = { values: {} };
const NO_NAMES: Record<string, string> = {};

/** A tile's content by kind: text, image, device list, or the widget through its outlet. */
export function TileBody({ tile, data, height, values, names, send }: TileViewProps) {
  switch (tile.kind) {
    case 'text':
      return (
        <div style={{ whiteSpace: 'pre-wrap' }} data-testid={`tile-text-${tile.i}`}>
          {tile.text}
        </div>
      );
    case 'image':
      return <ImageTile tile={tile} />;
    case 'devices':
      return <DeviceListTile tile={tile} values={values ?? {}} names={names ?? NO_NAMES} />;
    default:
      // An unknown widget type says "widget not installed" itself (the outlet), costing only this tile.
      return tile.widget ? (
        <WidgetOutlet
          config={tile.widget}
          data={tile.device_id ? data : EMPTY_DATA}
          height={Math.max(60, height - 40)}
          send={tile.device_id ? send : undefined}
        />
      ) : null;
  }
}
