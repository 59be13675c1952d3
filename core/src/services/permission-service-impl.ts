import { inject, injectable } from 'inversify';
import { SessionStore, type PermissionService } from '@tessera/sdk';

/**
 * `hasAuth(code)`: is the permission string in the user's other_list (the spec's permission rules)? Reactive through
 * the session.
 */
@injectable()
export class PermissionServiceImpl implements PermissionService {
  constructor(@inject(SessionStore) private readonly session: SessionStore) {}

  hasAuth(code: string): boolean {
    return this.session.permissions?.other_list?.includes(code) ?? false;
  }
}
