/**
 * A stand-in for a service whose extension is not active yet. Resolving a service must stay synchronous
 * (`useService`, `ctx.get`), but activating the provider is not: every method call on the stand-in first awaits
 * `load()` (which activates the provider) and then calls the real method, so it always returns a promise.
 * Extension-provided services are therefore promise-returning method sets (documented in the SDK).
 */
export function lazyService<T>(load: () => Promise<unknown>): T {
  const methods = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy(Object.create(null) as object, {
    get(_target, prop) {
      // Not a thenable (an `await` on the stand-in must not call it) and no symbol-keyed protocol methods.
      if (prop === 'then' || typeof prop === 'symbol') return undefined;
      let method = methods.get(prop);
      if (!method) {
        method = async (...args: unknown[]) => {
          const real = (await load()) as Record<PropertyKey, unknown>;
          const member = real[prop];
          if (typeof member !== 'function') return member;
          return (member as (...a: unknown[]) => unknown).apply(real, args);
        };
        methods.set(prop, method);
      }
      return method;
    },
  }) as T;
}
