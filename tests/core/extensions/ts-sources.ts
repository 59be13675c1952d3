import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .ts/.tsx file under `dir`, recursively. */
export function tsSources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const abs = join(dir, f);
    if (statSync(abs).isDirectory()) return tsSources(abs);
    return /\.tsx?$/.test(f) ? [abs] : [];
  });
}
