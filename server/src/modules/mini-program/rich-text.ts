/**
 * Notice content is stored as sanitized HTML: an allow-list of formatting tags, `<a href>` only to http(s) or
 * mailto, every other tag dropped (script, style, iframe, object and template lose their content too), every
 * attribute dropped except a checked href, and every stray `<`, `>` or quote escaped. What comes out can be put into
 * a page as markup without running anything; the console renders it through its own allow-list as well.
 */

const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'div']);
const VOID = new Set(['br']);
/** Dropped with everything inside them (an unclosed one takes the rest of the text with it). */
const DROP_OPEN = /<(script|style|iframe|object|embed|template|noscript|textarea|title|xmp|svg|math)(?=[\s/>])/gi;
const SAFE_HREF = /^(https?:\/\/|mailto:)[^\s"'<>`]*$/i;

const escapeText = (s: string) =>
  s
    .replace(/&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function hrefOf(attrs: string): string | null {
  const m = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
  const raw = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim();
  // Entities could hide a scheme ("jav&#97;script:"): an href with any is refused.
  return raw && !raw.includes('&') && SAFE_HREF.test(raw) ? raw : null;
}

function cleanTag(tag: string): string {
  const m = /^<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*)>$/.exec(tag);
  if (!m) return '';
  const [, closing, rawName, attrs] = m;
  const name = rawName.toLowerCase();
  if (!ALLOWED.has(name)) return '';
  if (closing) return VOID.has(name) ? '' : `</${name}>`;
  if (name === 'a') {
    const href = hrefOf(attrs);
    return href ? `<a href="${escapeAttr(href)}" target="_blank" rel="noopener noreferrer">` : '<a>';
  }
  return `<${name}>`;
}

/** Removes the dropped elements with their content, in one pass (no backtracking over the text). */
function dropBlocks(input: string): string {
  const lower = input.toLowerCase();
  const open = new RegExp(DROP_OPEN.source, 'gi');
  let out = '';
  let i = 0;
  for (let m = open.exec(input); m; m = open.exec(input)) {
    out += input.slice(i, m.index);
    const gt = input.indexOf('>', m.index);
    const close = gt < 0 ? -1 : lower.indexOf(`</${m[1].toLowerCase()}`, gt + 1);
    const end = close < 0 ? -1 : input.indexOf('>', close);
    if (end < 0) return out;
    i = end + 1;
    open.lastIndex = i;
  }
  return out + input.slice(i);
}

/** Sanitized HTML of a notice's content. Linear in the length of the text, whatever it holds. */
export function sanitizeRichText(html: string): string {
  const input = dropBlocks(html.replace(/<!--[\s\S]*?(-->|$)/g, ''));
  let out = '';
  let i = 0;
  const tags = /<\/?\s*[a-zA-Z][^<>]*>/g;
  for (let m = tags.exec(input); m; m = tags.exec(input)) {
    out += escapeText(input.slice(i, m.index)) + cleanTag(m[0]);
    i = m.index + m[0].length;
  }
  return out + escapeText(input.slice(i));
}

/** The text of sanitized HTML (for "is it empty" and list previews). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
