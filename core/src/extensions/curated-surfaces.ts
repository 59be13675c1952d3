import { Link, NavLink, Navigate, Outlet, generatePath, matchPath, useLocation, useMatch, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { I18nextProvider, Translation, useTranslation } from 'react-i18next';
import { CURATED_SHARED_EXPORTS } from '@tessera/sdk';

/**
 * The parts of react-router-dom and react-i18next the shell shares with extensions. Each library ships as one
 * large file, and esbuild splits chunks per file: sharing its whole namespace would put all of it (the data
 * router, SSR helpers, Trans' HTML parser) into the login page's first load. These named surfaces let the
 * shell's own imports tree-shake, and they are the SDK's documented contract (CURATED_SHARED_EXPORTS).
 */
export const ROUTER_SURFACE = { Link, NavLink, Navigate, Outlet, generatePath, matchPath, useLocation, useMatch, useNavigate, useParams, useSearchParams };
export const I18NEXT_REACT_SURFACE = { I18nextProvider, Translation, useTranslation };

// The SDK lists the names; the shell must provide exactly those (checked by tests/core/extensions).
void CURATED_SHARED_EXPORTS;
