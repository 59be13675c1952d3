import { rules, type FormRule, type FormRules } from '@tessera/sdk';
import type { AccessFlag, FunctionNode, FunctionType } from '../api/functions-api';

export interface PermissionFormValues {
  parent_id: string;
  name: string;
  title: string;
  type: FunctionType;
  path: string;
  component: string;
  icon: string;
  sort: number | '';
  function_code: string;
  access: AccessFlag;
  describe: string;
}

/** A button needs its code (checked by hasAuth); a menu or route needs its view path. */
const codeForButtons: FormRule<PermissionFormValues> = (v, values) => (values.type === '3' && !String(v ?? '').trim() ? 'functions.codeRequired' : null);
const componentForViews: FormRule<PermissionFormValues> = (v, values) =>
  (values.type === '1' || values.type === '2') && !String(v ?? '').trim() ? 'functions.componentRequired' : null;

export const PERMISSION_FORM_RULES: FormRules<PermissionFormValues> = {
  name: [rules.required(), rules.pattern(/^[A-Za-z][\w:-]*$/, 'functions.nameInvalid')],
  title: [rules.required()],
  type: [rules.required()],
  component: [componentForViews, rules.pattern(/^\//, 'functions.pathInvalid')],
  path: [rules.pattern(/^\//, 'functions.pathInvalid')],
  sort: [rules.pattern(/^-?\d+$/, 'functions.sortInvalid')],
  function_code: [codeForButtons],
  access: [rules.required()],
};

export function permissionFormValues(node?: FunctionNode, parentId = '0'): PermissionFormValues {
  return {
    parent_id: node?.parent_id ?? parentId,
    name: node?.name ?? '',
    title: node?.title ?? '',
    type: node?.type ?? '1',
    path: node?.path ?? '',
    component: node?.component ?? '',
    icon: node?.icon ?? '',
    sort: node?.sort ?? 0,
    function_code: node?.function_code ?? '',
    access: node?.access ?? 'tenant',
    describe: node?.describe ?? '',
  };
}

/** Parent choices: directories and menus, indented by depth, never the node itself or its subtree. */
export function parentOptions(tree: FunctionNode[], excludeId?: string): { id: string; title: string; depth: number }[] {
  const out: { id: string; title: string; depth: number }[] = [];
  const walk = (nodes: FunctionNode[], depth: number) => {
    for (const n of nodes) {
      if (n.id === excludeId || n.type === '3' || n.type === '2') continue;
      out.push({ id: n.id, title: n.title || n.name, depth });
      walk(n.children ?? [], depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}
