import { describe, expect, it } from 'vitest';
import { IconNamesSet } from '@blueprintjs/icons/lib/esm/iconNames';
// @ts-expect-error plain ESM build scripts without types
import { commonIconSet, COMMON_ICONS_KEY } from '../../../scripts/blueprint-icons.mjs';
import { COMMON_ICONS_KEY as CONSOLE_KEY } from '../../../core/src/extensions/preload';
import { MENU_SEED, type SeedFunction } from '../../../server/src/modules/functions/menu-seed';

const seedIcons = (nodes: SeedFunction[]): string[] => nodes.flatMap((n) => [...(n.icon ? [n.icon] : []), ...seedIcons(n.children ?? [])]);

describe('the signed-in shell’s common icon set', () => {
  it('holds every seeded menu icon and the shell’s, as one module of paths named by its content', async () => {
    const set = await commonIconSet();
    const mod = (await import(`data:text/javascript;base64,${Buffer.from(set.text).toString('base64')}`)) as { default: Record<string, string[]> };
    const seeded = seedIcons(MENU_SEED);
    // Every seeded icon is one of Blueprint's (an unknown name would show as a dot).
    expect(seeded.filter((n) => !IconNamesSet.has(n as never))).toEqual([]);
    for (const icon of [...seeded, 'caret-down', 'chevron-down', 'menu-closed']) expect(mod.default[icon]?.length, icon).toBeGreaterThan(0);
    expect(Object.keys(mod.default).sort()).toEqual(set.names);
    expect(set.fileName).toMatch(/^16px-common-[0-9A-F]{8}\.js$/);
    expect((await commonIconSet()).fileName).toBe(set.fileName);
    // The console finds the file under the key the build writes it.
    expect(CONSOLE_KEY).toBe(COMMON_ICONS_KEY);
  });
});
