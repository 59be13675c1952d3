/** @tessera/sdk: the only surface extensions see (ARCHITECTURE §1, §5). Semver-governed. */
import * as Tokens from './tokens';

export const SDK_VERSION = '1.0.0';
export { Tokens };
export * from './services/http-client';
export * from './services/session-store';
export * from './services/auth-service';
export * from './services/permission-service';
export * from './services/notifier';
export * from './services/logger';
export * from './services/i18n-service';
export * from './services/view-registry';
export * from './services/route-service';
export * from './services/extension-host';
export * from './services/app-hooks';
export * from './services/realtime';
export * from './widgets/widget';
export type * from './manifest/manifest';
export * from './define-extension';
export { SdkContext, type SdkContextValue } from './react/sdk-context';
export { useService, useT, useHasAuth } from './react/hooks';
export * from './shared/index';
export * from './widgets/chart-host';
export * from './shared-modules';
export { usePagedList, type PagedList, type PageQuery, type PageFetcher, type PagedListOptions, type SortOrder } from './react/use-paged-list';
export { PagedTable, type PagedColumn, type PagedTableProps } from './react/paged-table';
export { useForm, type FormState } from './react/use-form';
export * from './shared/form-rules';
