/**
 * Validates an `extension.json` against `extension-manifest.schema.json` (ajv, draft 2020-12) plus the rules a
 * schema cannot express. Pure: no DOM, no Node built-ins, so the console, the CLI and the server share it.
 */
import * as AjvModule from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import validRange from 'semver/ranges/valid.js';
import schema from '../../../extension-manifest.schema.json';
import type { ExtensionManifest } from './manifest';
import { manifestRuleErrors } from './manifest-rules';

export type { CatalogEntry, ExtensionManifest } from './manifest';

export interface ManifestError {
  /** JSON pointer of the offending value, e.g. `/contributes/views/0/viewPath` (`` for the root). */
  path: string;
  message: string;
}

export interface ManifestValidation {
  valid: boolean;
  errors: ManifestError[];
}

export interface ValidateManifestOptions {
  /** A market package: `integrity` is required and the built-in publisher `tessera` is reserved. */
  market?: boolean;
}

export const MANIFEST_SCHEMA = schema;

// ajv is CommonJS; depending on the bundler/loader interop the class is the namespace's default or its default's.
type AjvCtor = typeof import('ajv/dist/2020.js').default;
const ns = AjvModule as unknown as { default: AjvCtor & { default?: AjvCtor } };
const Ajv2020: AjvCtor = ns.default.default ?? ns.default;

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true });
    ajv.addFormat('semver-range', { type: 'string', validate: (v: string) => validRange(v) !== null });
    compiled = ajv.compile(schema);
  }
  return compiled;
}

function describe(e: ErrorObject): ManifestError {
  const key = (e as ErrorObject & { propertyName?: string }).propertyName;
  const hint = (e.parentSchema as { description?: string } | undefined)?.description;
  // An error inside `propertyNames` is about an object key: point at the key itself.
  if (key !== undefined) return { path: `${e.instancePath}/${key}`, message: `invalid key "${key}"${hint ? `: ${hint}` : ''}` };
  const path = e.instancePath;
  const p = e.params as Record<string, any>;
  switch (e.keyword) {
    case 'required':
      return { path: `${path}/${p.missingProperty}`, message: `is required` };
    case 'additionalProperties':
      return { path: `${path}/${p.additionalProperty}`, message: `unknown property "${p.additionalProperty}" (not in the manifest schema)` };
    case 'enum':
      return { path, message: `must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'const':
      return { path, message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'type':
      return { path, message: `must be of type ${p.type}` };
    case 'pattern':
    case 'format':
      return { path, message: `${JSON.stringify(e.data)} is not valid${hint ? `: ${hint}` : ''}` };
    default:
      return { path, message: e.message ?? e.keyword };
  }
}

/** Validates a manifest; `errors` is empty when `valid`. Never throws on bad input. */
export function validateManifest(manifest: unknown, options: ValidateManifestOptions = {}): ManifestValidation {
  const validate = validator();
  const ok = validate(manifest);
  // propertyNames failures are reported twice by ajv (the key and the wrapper); keep the specific one.
  const errors = ok ? [] : (validate.errors ?? []).filter((e) => e.keyword !== 'propertyNames').map(describe);
  if (typeof manifest === 'object' && manifest !== null && !Array.isArray(manifest)) {
    errors.push(...manifestRuleErrors(manifest as Partial<ExtensionManifest>, options));
  }
  const seen = new Set<string>();
  const unique = errors.filter((e) => {
    const k = `${e.path}\u0000${e.message}`;
    return seen.has(k) ? false : (seen.add(k), true);
  });
  return { valid: unique.length === 0, errors: unique };
}
