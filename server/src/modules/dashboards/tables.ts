/** Row type of `tp_dashboard` (migration `0820-dashboards`), merged into the storage `Database`. */

export interface DashboardTable {
  id: string;
  tenant_id: string;
  dashboard_name: string;
  remark: string;
  thumbnail: string;
  /** The layout document as JSON text (see layout.ts). */
  json_data: string;
  owner_id: string | null;
  /** The public share link's token; null when the dashboard is not shared. */
  share_token: string | null;
  created_at: number;
  updated_at: number;
}

declare module '../../storage/schema' {
  interface Database {
    tp_dashboard: DashboardTable;
  }
}
