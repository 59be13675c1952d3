import { useEffect, useState } from 'react';
import { tileUrl } from './tile-math';

export type TileProbe = 'off' | 'checking' | 'ok' | 'failed';

/**
 * Whether the configured tile server answers from this browser (offline sites, a wrong key): loads the one tile of
 * zoom 0. Until it does, and if it fails, the map keeps its bundled outlines. A new `attempt` loads it again.
 */
export function useTileProbe(template: string, attempt = 0): TileProbe {
  const [state, setState] = useState<TileProbe>(template ? 'checking' : 'off');
  useEffect(() => {
    if (!template) {
      setState('off');
      return;
    }
    setState('checking');
    const img = new Image();
    let live = true;
    img.onload = () => live && setState('ok');
    img.onerror = () => live && setState('failed');
    img.src = tileUrl(template, { z: 0, x: 0, y: 0 });
    return () => {
      live = false;
      img.onload = null;
      img.onerror = null;
    };
  }, [template, attempt]);
  return state;
}
