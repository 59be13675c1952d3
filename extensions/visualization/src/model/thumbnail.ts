/**
 * The dashboard list's picture of a dashboard: a small SVG of the grid (one rounded block per tile, coloured by
 * kind), drawn in the browser from the layout on save and stored with the dashboard as a data URL. No screenshot,
 * so no server-side browser and nothing of the live values leaks into the list.
 */
import { GRID_COLUMNS, type Layout, type Tile } from './layout';

export const THUMB_WIDTH = 240;
export const THUMB_HEIGHT = 135;

const FILL: Record<Tile['kind'], string> = { widget: '#2d72d2', text: '#8f99a8', image: '#238551', devices: '#c87619' };

/** The SVG text of the layout's thumbnail (rows scaled so the whole layout fits, at most 24 rows tall per width). */
export function thumbnailSvg(layout: Layout): string {
  const rows = Math.max(12, ...layout.tiles.map((t) => t.y + t.h));
  const sx = THUMB_WIDTH / GRID_COLUMNS;
  const sy = THUMB_HEIGHT / rows;
  const rects = layout.tiles.map((t) => {
    const [x, y, w, h] = [t.x * sx + 1, t.y * sy + 1, Math.max(1, t.w * sx - 2), Math.max(1, t.h * sy - 2)].map((n) => n.toFixed(1));
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2" fill="${FILL[t.kind] ?? FILL.widget}" fill-opacity=".75"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB_WIDTH}" height="${THUMB_HEIGHT}" viewBox="0 0 ${THUMB_WIDTH} ${THUMB_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f6f7f9"/>${rects.join('')}</svg>`
  );
}

/** The thumbnail as the data URL the server stores (ASCII only, so plain base64). */
export function thumbnailOf(layout: Layout): string {
  return `data:image/svg+xml;base64,${btoa(thumbnailSvg(layout))}`;
}
