/**
 * The few page-level side effects the services perform, behind one object so tests can observe them (jsdom's
 * `location.reload` cannot be spied on) and so no service touches `window.location` directly.
 */
export const browser = {
  /** Hash-router navigation that works without the React router being mounted. */
  goToLogin(): void {
    if (typeof window !== 'undefined') window.location.hash = '#/auth/login';
  },
  reload(): void {
    if (typeof window !== 'undefined') window.location.reload();
  },
};

/** The path where the hash router shows the login page. */
export const LOGIN_PATH = '/auth/login';
