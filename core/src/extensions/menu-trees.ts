import type { AuthService, Logger, RouteService, SessionStore } from '@tessera/sdk';

/**
 * The menu and route trees the shell shows, rebuilt when extensions change them: re-fetched from the server after
 * an install or uninstall (the server changed the menu), re-applied when a menuTree or routes tap comes or goes.
 */
export class MenuTrees {
  private pending = false;

  constructor(
    private readonly auth: AuthService,
    private readonly session: SessionStore,
    private readonly routes: RouteService,
    private readonly log: Logger,
  ) {}

  /** Re-fetches the permissions (menu included); the routes follow. */
  async reload(): Promise<void> {
    try {
      await this.auth.loadPermissions();
    } catch (err) {
      this.log.warn('permissions reload failed', err);
    }
    this.apply();
  }

  /** Rebuilds the menu and routes once, after the current task (several taps may change in one go). */
  reapply(): void {
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      this.apply();
    });
  }

  private apply(): void {
    const p = this.session.permissions;
    this.routes.setTrees(p?.menu_tree ?? [], p?.page_tree ?? []);
  }
}
