/** `hasAuth(code)` tests whether a permission string is in the user's other_list (§6). */
export const PermissionService = Symbol.for('tessera.core.PermissionService');
export interface PermissionService {
  hasAuth(code: string): boolean;
}
