/** Core-internal token: resolves root-container services lazily (the host's fallback for extension containers). */
export const ServiceLocator = Symbol.for('tessera.internal.ServiceLocator');
export interface ServiceLocator {
  get<T>(token: symbol): T;
  isBound(token: symbol): boolean;
}
