import { describe, expect, it } from 'vitest';
import { fromSaved, halfChecked, indexTree, stateOf, toggle, toSave } from '../../sdk/src/shared/function-tree-state';

// sys ─┬─ users ─┬─ add
//      │         └─ del
//      └─ roles
// home
const TREE = [{ id: 'sys', children: [{ id: 'users', children: [{ id: 'add' }, { id: 'del' }] }, { id: 'roles' }] }, { id: 'home' }];
const index = indexTree(TREE);

describe('role permission tree state', () => {
  it('checking a node checks its subtree and half-checks its ancestors', () => {
    const checked = toggle(index, new Set(), 'users', true);
    expect([...checked].sort()).toEqual(['add', 'del', 'users']);
    const half = halfChecked(index, checked);
    expect(stateOf('sys', checked, half)).toBe('half');
    expect(stateOf('roles', checked, half)).toBe('none');
  });

  it('a parent becomes checked when its last child is checked, and half again when one is unchecked', () => {
    let checked = toggle(index, new Set(), 'add', true);
    expect(stateOf('users', checked, halfChecked(index, checked))).toBe('half');
    checked = toggle(index, checked, 'del', true);
    expect(stateOf('users', checked, halfChecked(index, checked))).toBe('checked');
    checked = toggle(index, toggle(index, checked, 'roles', true), 'add', false);
    expect(stateOf('sys', checked, halfChecked(index, checked))).toBe('half');
    expect(stateOf('users', checked, halfChecked(index, checked))).toBe('half');
  });

  it('saves checked and half-checked ids in tree order', () => {
    const checked = toggle(index, new Set(), 'add', true);
    expect(toSave(index, checked)).toEqual(['sys', 'users', 'add']);
  });

  it('restores from saved ids using the leaves only (a saved half-checked parent stays half)', () => {
    const checked = fromSaved(index, ['sys', 'users', 'add']);
    const half = halfChecked(index, checked);
    expect(stateOf('add', checked, half)).toBe('checked');
    expect(stateOf('users', checked, half)).toBe('half');
    expect(stateOf('sys', checked, half)).toBe('half');
    expect(toSave(index, checked)).toEqual(['sys', 'users', 'add']);
    // Unknown ids (rows deleted since) are ignored.
    expect(toSave(index, fromSaved(index, ['gone', 'home']))).toEqual(['home']);
  });
});
