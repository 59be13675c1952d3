/** Messages between the sandbox pool (main thread) and its workers. Inputs and results cross as JSON text. */

export interface SandboxLimits {
  /** QuickJS heap per script context, in bytes. */
  memoryBytes: number;
  /** QuickJS stack per script context, in bytes (deep recursion ends in a clear error). */
  stackBytes: number;
  /** CPU time one call may take before it is interrupted. */
  callTimeoutMs: number;
  /** CPU time one batch may take; calls past it fail without running. */
  batchTimeoutMs: number;
  /** Largest JSON result one call may return, in characters. */
  maxResultChars: number;
}

export const DEFAULT_LIMITS: SandboxLimits = {
  memoryBytes: 16 * 1024 * 1024,
  stackBytes: 256 * 1024,
  callTimeoutMs: 100,
  batchTimeoutMs: 2000,
  maxResultChars: 1024 * 1024,
};

/** The script to run: its id (what stats are counted by), source, and the global function to call. */
export interface ScriptRef {
  id: string;
  source: string;
  /** Name of the global function the source defines, e.g. `encodeInp`. */
  entry: string;
}

export interface BatchRequest {
  seq: number;
  scriptId: string;
  hash: string;
  source: string;
  entry: string;
  /** One JSON array text (the call's arguments) per call. */
  args: string[];
}

/** `error` = the script threw or cannot be compiled; `timeout` = CPU limit; `memory` = memory or stack limit. */
export type FailureKind = 'error' | 'timeout' | 'memory';

export type WireResult = { ok: true; json: string } | { ok: false; kind: FailureKind; error: string };

export interface BatchResponse {
  seq: number;
  results: WireResult[];
}

export type CallResult = { ok: true; value: unknown } | { ok: false; kind: FailureKind; error: string };
