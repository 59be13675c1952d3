import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build scripts without types
import { splitCss } from '../../../scripts/split-css.mjs';
// @ts-expect-error plain ESM build scripts without types
import { precompress } from '../../../scripts/precompress.mjs';
// @ts-expect-error plain ESM build scripts without types
import { iconNamesModule } from '../../../scripts/blueprint-icons.mjs';
import { createRequire } from 'node:module';

const { IconNames, IconNamesSet } = createRequire(import.meta.url)('@blueprintjs/icons/lib/cjs/iconNames.js') as {
  IconNames: Record<string, string>;
  IconNamesSet: Set<string>;
};

describe('the first-load stylesheet split', () => {
  const css = `
.bp6-button{color:red}
.bp6-menu-item,.bp6-button.x{color:blue}
.bp6-dark .bp6-button{color:white}
@media (min-width:10px){.bp6-popover{top:0}.bp6-card{top:1px}}
@keyframes bp6-spin{from{opacity:0}to{opacity:1}}
.tessera-shell .bp6-menu{margin:0}`;

  it('keeps the login components in the first load and moves menus, popovers and the dark theme to the second file', () => {
    const { critical, deferred } = splitCss(css);
    expect(critical).toContain('.bp6-button{color:red}');
    expect(critical).toContain('.bp6-button.x{color:blue}');
    expect(critical).not.toContain('bp6-menu');
    expect(critical).not.toContain('bp6-dark');
    expect(critical).toMatch(/@media \(min-width:10px\)\{\.bp6-card/);
    expect(critical).toContain('@keyframes bp6-spin');
    expect(deferred).toContain('.bp6-menu-item{color:blue}');
    expect(deferred).toContain('.bp6-dark .bp6-button{color:white}');
    expect(deferred).toMatch(/@media \(min-width:10px\)\{\.bp6-popover\{top:0\}\}/);
    expect(deferred).toContain('.tessera-shell .bp6-menu{margin:0}');
    expect(deferred).not.toContain('bp6-card');
  });

  it('loses no rule: every declaration ends up in exactly one half', () => {
    const { critical, deferred } = splitCss(css);
    const decls = (s: string) => s.match(/[a-z-]+:[^;}]+/g)?.length ?? 0;
    // `.bp6-menu-item,.bp6-button.x{color:blue}` is split in two rules, so its declaration counts twice.
    expect(decls(critical) + decls(deferred)).toBe(decls(css) + 1);
  });
});

describe('precompressed build outputs', () => {
  it('writes brotli and gzip siblings that decode to the original, and leaves small files alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-precompress-'));
    const big = `export const x = ${JSON.stringify('tessera '.repeat(400))};\n`;
    writeFileSync(join(dir, 'big.js'), big);
    writeFileSync(join(dir, 'small.js'), 'export {};\n');
    writeFileSync(join(dir, 'image.png'), Buffer.alloc(4096));
    const totals = await precompress(dir);
    expect(totals.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'big.js.br'))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(join(dir, 'big.js.gz'))).toString()).toBe(big);
    expect(existsSync(join(dir, 'small.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'image.png.br'))).toBe(false);
  });
});

describe('the icon name tables built from the bare list of names', () => {
  it('equal the ones @blueprintjs/icons builds', async () => {
    const url = `data:text/javascript;base64,${Buffer.from(iconNamesModule()).toString('base64')}`;
    const mine = (await import(/* @vite-ignore */ url)) as { IconNames: Record<string, string>; IconNamesSet: Set<string> };
    expect(mine.IconNames).toEqual(IconNames);
    expect([...mine.IconNamesSet].sort()).toEqual([...IconNamesSet].sort());
  });
});

describe('the console served precompressed', () => {
  it('answers / and a script with the brotli sibling when the browser accepts it, and the plain file otherwise', async () => {
    const { startTestServer } = await import('../helpers/test-server');
    const consoleDir = mkdtempSync(join(tmpdir(), 'tessera-console-'));
    const html = `<!doctype html><title>t</title>${'<!-- pad -->'.repeat(200)}`;
    const js = `console.log(${JSON.stringify('x'.repeat(3000))});`;
    writeFileSync(join(consoleDir, 'index.html'), html);
    writeFileSync(join(consoleDir, 'main.js'), js);
    await precompress(consoleDir);
    const s = await startTestServer({ config: { consoleDir } });
    try {
      for (const path of ['/', '/main.js']) {
        const br = await fetch(`${s.url}${path}`, { headers: { 'accept-encoding': 'br' } });
        expect(br.status).toBe(200);
        expect(br.headers.get('content-encoding')).toBe('br');
        expect(await br.text()).toBe(path === '/' ? html : js); // fetch decodes it
        const plain = await fetch(`${s.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
        expect(plain.headers.get('content-encoding')).toBeNull();
        expect(await plain.text()).toBe(path === '/' ? html : js);
      }
    } finally {
      await s.close();
    }
  });
});
