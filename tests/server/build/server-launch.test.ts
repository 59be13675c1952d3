import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build scripts without types
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS, serverEnv } from '../../../scripts/server-env.mjs';

describe('how the server process is launched', () => {
  it('is documented for a deployment with the same V8 flags and allocator settings `npm start` uses', () => {
    const deploy = readFileSync(new URL('../../../docs/DEPLOY.md', import.meta.url), 'utf8');
    const command = /```\n([^`]*node [^`]*dist\/server\/main\.mjs)\n```/.exec(deploy)?.[1] ?? '';
    for (const flag of SERVER_NODE_FLAGS as string[]) expect(command).toContain(` ${flag} `);
    for (const [name, value] of Object.entries(SERVER_ENV_DEFAULTS as Record<string, string>)) expect(command).toContain(`${name}=${value}`);
    expect(readFileSync(new URL('../../../scripts/start.mjs', import.meta.url), 'utf8')).toMatch(/\[\.\.\.SERVER_NODE_FLAGS,[^\]]*SERVER\]/);
  });

  it('lets the caller’s own allocator settings win', () => {
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
    expect(serverEnv({}).MALLOC_TRIM_THRESHOLD_).toBe('131072');
  });
});
