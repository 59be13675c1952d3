import type { HttpClient } from '@tessera/sdk';

export type FunctionType = '0' | '1' | '2' | '3';
export type AccessFlag = 'tenant' | 'sysadmin' | 'common';

/** A row of the function (permission) tree, `/user/function/tree` (docs/CONTRACT.md). */
export interface FunctionNode {
  id: string;
  parent_id?: string;
  name: string;
  title?: string;
  type: FunctionType;
  path?: string;
  component?: string;
  icon?: string;
  function_code?: string;
  sort?: number;
  /** Access flag: tenant, system admin or common. */
  access?: AccessFlag;
  describe?: string;
  children?: FunctionNode[];
}

export type FunctionInput = Omit<FunctionNode, 'children' | 'id'> & { id?: string };

export const functionsApi = {
  tree: (http: HttpClient) => http.call<FunctionNode[]>('/user/function/tree', {}),
  add: (http: HttpClient, f: FunctionInput) => http.call<FunctionNode>('/user/function/add', f),
  edit: (http: HttpClient, f: FunctionInput & { id: string }) => http.call<FunctionNode>('/user/function/edit', f),
  remove: (http: HttpClient, id: string) => http.call('/user/function/delete', { id }),
};
