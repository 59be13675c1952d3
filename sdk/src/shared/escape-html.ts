const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to place inside HTML markup (an ECharts tooltip formatter's string is HTML). Anything a user typed —
 * a device name, a property title, a unit — goes through this before it is joined into markup.
 */
export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
