import { describe, expect, it, vi } from 'vitest';
import { createAppHooks, HookStage } from '@tessera/sdk';
import { LoggerImpl } from '../../../core/src/services/logger-impl';
import { PermissionServiceImpl } from '../../../core/src/services/permission-service-impl';
import { SessionStoreImpl } from '../../../core/src/services/session-store-impl';

describe('PermissionServiceImpl.hasAuth', () => {
  it('tests the code against permissions.other_list (the permission rules)', () => {
    localStorage.clear();
    const session = new SessionStoreImpl();
    const perms = new PermissionServiceImpl(session);
    expect(perms.hasAuth('device:del')).toBe(false);
    session.setPermissions({ menu_tree: [], page_tree: [], other_list: ['device:add', 'device:del'] });
    expect(perms.hasAuth('device:del')).toBe(true);
    expect(perms.hasAuth('device:edit')).toBe(false);
    expect(perms.hasAuth('device')).toBe(false);
    session.clear();
    expect(perms.hasAuth('device:del')).toBe(false);
  });
});

describe('createAppHooks', () => {
  const names = [
    'initialize',
    'sessionStarted',
    'menuTree',
    'extensionCatalog',
    'beforeActivate',
    'afterActivate',
    'activateFailed',
    'routes',
    'ready',
    'beforeNavigate',
    'navigated',
    'httpRequest',
    'httpError',
    'sessionEnded',
    'widgetOption',
  ];

  it('is one frozen object holding every hook', () => {
    const hooks = createAppHooks();
    expect(Object.isFrozen(hooks)).toBe(true);
    expect(Object.keys(hooks).sort()).toEqual([...names].sort());
    expect(() => {
      (hooks as unknown as Record<string, unknown>).ready = null;
    }).toThrow(TypeError);
  });

  it('each call makes new hooks (one set per container)', () => {
    expect(createAppHooks().ready).not.toBe(createAppHooks().ready);
  });

  it('taps run in stage order; waterfalls pass values through', () => {
    const hooks = createAppHooks();
    hooks.menuTree.tap({ name: 'late.ext', stage: HookStage.LATE }, (t) => [...t, { name: 'late', type: '1' }]);
    hooks.menuTree.tap({ name: 'first.ext', stage: HookStage.FIRST }, (t) => [...t, { name: 'first', type: '1' }]);
    expect(hooks.menuTree.call([]).map((n) => n.name)).toEqual(['first', 'late']);
    const seen = vi.fn();
    hooks.widgetOption.for('gauge').tap('x', (o) => ({ ...o, tapped: true }));
    expect(hooks.widgetOption.for('gauge').call({ a: 1 })).toEqual({ a: 1, tapped: true });
    hooks.navigated.tap('x', seen);
    hooks.navigated.call('/home');
    expect(seen).toHaveBeenCalledWith('/home');
  });
});

describe('LoggerImpl', () => {
  it('children prefix their name and share the level; quiet by default in tests', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = new LoggerImpl();
    const child = root.child('tessera.home');
    child.warn('w');
    expect(spy).not.toHaveBeenCalled();
    root.level = 'warn';
    child.warn('w', 1);
    child.info('hidden');
    expect(spy).toHaveBeenCalledWith('[tessera.home]', 'w', 1);
    spy.mockRestore();
  });
});
