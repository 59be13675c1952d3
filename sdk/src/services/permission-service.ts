/** `hasAuth(code)` tests whether a permission string is in the user's other_list (the spec's permission rules). */
export const PermissionService = Symbol.for('tessera.core.PermissionService');
export interface PermissionService {
  hasAuth(code: string): boolean;
}
