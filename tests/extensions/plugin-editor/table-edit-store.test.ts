import { describe, expect, it, vi } from 'vitest';
import { TableEditStore } from '../../../extensions/plugin-editor/src/model/table-edit-store';
import { PROPERTY_SPEC, SERVICE_SPEC, emptyParam, validateParam } from '../../../extensions/plugin-editor/src/model/tsl-tables';
import { DATA_TYPE_DEFAULTS, withDataType, emptyProperty } from '../../../extensions/plugin-editor/src/model/data-type-defaults';
import { textOf } from './locale-text';

const prop = (name: string) => ({ ...emptyProperty(), title: name.toUpperCase(), name });

describe('table editing states', () => {
  it('starts in none; add pushes a row and enters add', () => {
    const t = new TableEditStore(PROPERTY_SPEC);
    expect(t.state).toBe('none');
    expect(t.startAdd()).toBe(true);
    expect(t.state).toBe('add');
    expect(t.rows).toHaveLength(1);
    expect(t.editIndex).toBe(0);
  });

  it('only one row is editable at a time', () => {
    const t = new TableEditStore(PROPERTY_SPEC, [prop('a'), prop('b')]);
    expect(t.startEdit(0)).toBe(true);
    expect(t.startEdit(1)).toBe(false);
    expect(t.startAdd()).toBe(false);
    expect(t.rows).toHaveLength(2);
    t.cancel();
    expect(t.startEdit(1)).toBe(true);
  });

  it('commit refuses while a required field is empty and names the first one', () => {
    const onEdit = vi.fn();
    const t = new TableEditStore(PROPERTY_SPEC, [], onEdit);
    t.startAdd();
    expect(t.commit()).toBe('title');
    t.setDraft({ title: 'Temp' });
    expect(t.commit()).toBe('name');
    t.setDraft({ name: 'temp' });
    expect(t.commit()).toBeNull();
    expect(t.state).toBe('none');
    expect(t.rows[0]).toMatchObject({ title: 'Temp', name: 'temp' });
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('edit replaces the row at its index; cancel of an edit keeps the original', () => {
    const t = new TableEditStore(PROPERTY_SPEC, [prop('a'), prop('b')]);
    t.startEdit(1);
    t.setDraft({ title: 'changed' });
    t.cancel();
    expect(t.rows[1].title).toBe('B');
    t.startEdit(1);
    t.setDraft({ title: 'changed' });
    t.commit();
    expect(t.rows.map((r) => r.title)).toEqual(['A', 'changed']);
  });

  it('cancel of an add removes the pushed row', () => {
    const t = new TableEditStore(PROPERTY_SPEC, [prop('a')]);
    t.startAdd();
    t.cancel();
    expect(t.rows).toHaveLength(1);
    expect(t.state).toBe('none');
  });

  it('remove deletes the row and marks the edit', () => {
    const onEdit = vi.fn();
    const t = new TableEditStore(PROPERTY_SPEC, [prop('a'), prop('b')], onEdit);
    t.remove(0);
    expect(t.rows.map((r) => r.name)).toEqual(['b']);
    expect(onEdit).toHaveBeenCalled();
  });

  it('services require name, id and at least one param', () => {
    const t = new TableEditStore(SERVICE_SPEC);
    t.startAdd();
    t.setDraft({ commandName: 'Reboot', commandId: 'reboot' });
    expect(t.commit()).toBe('commandParams');
    t.setDraft({ commandParams: [{ ...emptyParam(), name: 'delay', identifier: 'delay' }] });
    expect(t.commit()).toBeNull();
  });
});

describe('data type defaults', () => {
  it('float fills 0-999 / 0.1', () => {
    expect(withDataType(emptyProperty(), 'float')).toMatchObject({ dataType: 'float', dataRange: '0-999', stepLength: 0.1 });
  });
  it('bool fills true-false', () => {
    expect(withDataType(emptyProperty(), 'bool')).toMatchObject({ dataType: 'bool', dataRange: 'true-false' });
  });
  it('integer fills 0-999 / 1 / degree', () => {
    expect(withDataType(emptyProperty(), 'integer')).toMatchObject({ dataRange: '0-999', stepLength: 1, unit: 'degree' });
  });
  it('text, date, object and coil have their own defaults', () => {
    for (const type of ['text', 'date', 'object', 'coil'] as const) {
      expect(withDataType(prop('x'), type)).toMatchObject({ dataType: type, ...DATA_TYPE_DEFAULTS[type] });
    }
  });
});

describe('param dialog rules', () => {
  it('default type is text', () => {
    expect(emptyParam().type).toBe('text');
  });
  it('name, identifier and type are required with the spec messages', () => {
    const errors = validateParam({ name: '', identifier: '', type: '', description: '' });
    expect(textOf(errors.name!)).toBe('请输入参数名称');
    expect(textOf(errors.identifier!)).toBe('请输入命令内容');
    expect(textOf(errors.type!)).toBe('请输入数据类型');
    expect(validateParam({ ...emptyParam(), name: 'n', identifier: 'i' })).toEqual({});
  });
});
