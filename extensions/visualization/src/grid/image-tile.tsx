import { useT } from '@tessera/sdk';
import type { Tile } from '../model/layout';

/** An image tile: the picture fills the tile, contained (default) or covering it; no URL, a hint instead. */
export function ImageTile({ tile }: { tile: Tile }) {
  const { t } = useT();
  if (!tile.image_url)
    return (
      <div className="bp6-text-muted" data-testid={`tile-image-empty-${tile.i}`}>
        {t('visualization.imageNone')}
      </div>
    );
  return (
    <img
      src={tile.image_url}
      alt={tile.title ?? ''}
      data-testid={`tile-image-${tile.i}`}
      referrerPolicy="no-referrer"
      style={{ width: '100%', height: '100%', objectFit: tile.fit ?? 'contain', display: 'block' }}
    />
  );
}
