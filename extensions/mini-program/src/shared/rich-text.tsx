import { Fragment, createElement, type ReactNode } from 'react';

const TAGS = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'div']);
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;
/** Dropped with everything inside them. */
const DROP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP.has(tag)) return null;
  const children = Array.from(el.childNodes).map(toReact);
  // Any other unknown element loses itself and keeps what is inside.
  if (!TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = el.getAttribute('href') ?? '';
    return createElement('a', SAFE_HREF.test(href) ? { key, href, target: '_blank', rel: 'noopener noreferrer' } : { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Notice content as React elements: parsed in an inert document (nothing runs while parsing), then rebuilt from an
 * allow-list of tags with no attributes but a checked link. Never set as innerHTML.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return (
    <div className="mini-rich-text" data-testid={testId}>
      {Array.from(doc.body.childNodes).map(toReact)}
    </div>
  );
}
