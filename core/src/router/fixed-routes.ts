/**
 * The routes the shell always has (the spec's screens, docs/ARCHITECTURE.md, 'Boot'); everything else comes from the
 * server's trees.
 */
export const HOME_PATH = '/home';
export const HOME_VIEW_PATH = '/pages/home/index';
export const LOGIN_ROUTE = '/auth/login';
export const REGISTER_ROUTE = '/auth/register';
export const RESET_ROUTE = '/auth/reset';

/** A shared dashboard's public page (outside login) and the view that draws it. */
export const SHARE_PATH = '/share';
export const SHARE_VIEW_PATH = '/pages/visualization/share';

export const FIXED_PATHS: readonly string[] = ['/', HOME_PATH, LOGIN_ROUTE, REGISTER_ROUTE, RESET_ROUTE, SHARE_PATH];
