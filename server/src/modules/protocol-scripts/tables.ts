/** Row type of protocol scripts (migration `0840-protocol-scripts`), merged into the storage `Database`. */

export interface ProtocolScriptTable {
  id: string;
  tenant_id: string;
  protocol_type: string;
  script_name: string;
  company: string;
  product_name: string;
  /** Downlink (encode) script. */
  script_content_a: string;
  /** Uplink (parse) script, run by ingest before decode for the devices bound to this script. */
  script_content_b: string;
  script_type: string;
  remark: string;
  /** The device plugin (device model id) the script belongs to. */
  device_type: string;
  created_at: number;
}

declare module '../../storage/schema' {
  interface Database {
    tp_script: ProtocolScriptTable;
  }
}
