import { describe, expect, it, vi } from 'vitest';

// A fresh module per case: the loader remembers its one load.
const fresh = async () => {
  vi.resetModules();
  return import('../../../core/src/layout/deferred-styles');
};

describe('loadDeferredStyles', () => {
  it('resolves at once when the build named no second stylesheet', async () => {
    const doc = document.implementation.createHTMLDocument('t');
    const { loadDeferredStyles } = await fresh();
    await expect(loadDeferredStyles(doc)).resolves.toBeUndefined();
    expect(doc.querySelectorAll('link').length).toBe(0);
  });

  it('inserts the named sheet once, before the first stylesheet, and resolves when it loaded or failed', async () => {
    const doc = document.implementation.createHTMLDocument('t');
    doc.head.innerHTML = '<link rel="stylesheet" href="./main.css"><meta name="tessera-deferred-styles" content="./deferred-main.css">';
    const { loadDeferredStyles } = await fresh();
    const first = loadDeferredStyles(doc);
    const again = loadDeferredStyles(doc);
    expect(again).toBe(first);
    const links = [...doc.querySelectorAll('link')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['./deferred-main.css', './main.css']);
    links[0].dispatchEvent(new Event('error'));
    await expect(first).resolves.toBeUndefined();
  });
});
