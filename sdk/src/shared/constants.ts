/** The spec's business constants and the wire codes of its call conventions, shared by console and server. */
export const ResponseCode = Object.freeze({
  OK: 200,
  VALIDATION: 1000,
  BUSINESS: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 999,
  STORE_OK: 0,
});

export const REQUEST_TIMEOUT_MS = 60_000;
export const FLOW_EDITOR_TIMEOUT_MS = 15_000;
export const TOKEN_REFRESH_THRESHOLD_MS = 1_200_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const BUSY_FLAG_MS = 3_000;
export const QUICK_SEARCH_MIN_CHARS = 2;
export const QUICK_SEARCH_DEBOUNCE_MS = 200;
export const MENU_HOVER_EXPAND_MS = 50;
export const MENU_HOVER_COLLAPSE_MS = 100;
export const CURVE_ANIMATION_MS = 1_500;
export const TIME_PICKER_STEP_MINUTES = 5;
export const QUICK_RANGE_DAYS = [7, 90] as const;
export const CAPTCHA_VALID_MS = 5 * 60_000;
export const REMEMBER_LOGIN_DAYS = 10;
export const IMAGE_MAX_BYTES = 0.5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const BREAKPOINTS = Object.freeze({ sm: 576, md: 768, lg: 992, xl: 1200 });
export const ROLES = ['SYS_ADMIN', 'TENANT_ADMIN', 'TENANT_USER', 'SITE_ADMIN'] as const;
/** Roles that land on the multisite list after login (the spec's state rules); everyone else lands on home. */
export const MULTISITE_LANDING_ROLES = ['SYS_ADMIN', 'SITE_ADMIN'] as const;
/** URLs that never trigger the silent token refresh (the spec's call conventions). */
export const REFRESH_SKIP_PATTERNS = ['refresh', 'register', 'passwordReset', 'login', 'captcha'] as const;
export const TOKEN_ERROR_MESSAGE = 'token异常';
/** Login token lifetime: one day, or ten days when the user asks to be remembered (the spec's constants). */
export const TOKEN_TTL_SECONDS = 86_400;
export const REMEMBERED_TOKEN_TTL_SECONDS = REMEMBER_LOGIN_DAYS * 86_400;
export const LANGUAGE_STORAGE_KEY = 'language';
