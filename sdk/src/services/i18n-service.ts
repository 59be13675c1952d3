import type { Language } from './session-store';

export type TFunction = (key: string, options?: Record<string, unknown>) => string;

export const I18nService = Symbol.for('tessera.core.I18nService');
export interface I18nService {
  readonly language: Language;
  t: TFunction;
  /** A translator bound to a namespace (an extension's own). */
  fixedT(namespace: string): TFunction;
  changeLanguage(lang: Language): Promise<void>;
  addResources(lang: Language, namespace: string, resources: Record<string, unknown>): void;
  hasNamespace(namespace: string): boolean;
}
