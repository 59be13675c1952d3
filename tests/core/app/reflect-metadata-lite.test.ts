import { describe, expect, it } from 'vitest';
import { Container, inject, injectable } from 'inversify';
import { createReflectMetadata, installReflectMetadata } from '../../../core/src/reflect-metadata-lite';

describe('reflect-metadata-lite', () => {
  it('keeps own metadata per target and property, and finds inherited metadata through the prototype chain', () => {
    const r = createReflectMetadata();
    class Base {}
    class Child extends Base {}
    r.defineMetadata('k', 1, Base);
    r.defineMetadata('k', 'p', Base, 'prop');
    expect(r.getOwnMetadata('k', Base)).toBe(1);
    expect(r.getOwnMetadata('k', Child)).toBeUndefined();
    expect(r.getMetadata('k', Child)).toBe(1);
    expect(r.getMetadata('k', Child, 'prop')).toBe('p');
    expect(r.hasOwnMetadata('k', Child)).toBe(false);
    expect(r.hasMetadata('k', Child)).toBe(true);
    r.defineMetadata('k', 2, Child);
    expect(r.getMetadata('k', Child)).toBe(2);
    expect(r.getMetadataKeys(Child)).toEqual(['k']);
    expect(r.deleteMetadata('k', Child)).toBe(true);
    expect(r.getMetadata('k', Child)).toBe(1);
    r.metadata('d', true)(Child);
    expect(r.getOwnMetadataKeys(Child)).toEqual(['d']);
  });

  it('never replaces an API that is already there', () => {
    const existing = { getOwnMetadata: () => 'mine', defineMetadata: () => undefined };
    installReflectMetadata(existing);
    expect(existing.getOwnMetadata()).toBe('mine');
    const empty: Record<string, unknown> = {};
    installReflectMetadata(empty);
    expect(typeof empty.getMetadata).toBe('function');
  });

  it('carries inversify: constructor injection through @inject resolves with the shim as the only metadata store', () => {
    const saved = Object.fromEntries(
      [
        'defineMetadata',
        'getOwnMetadata',
        'getMetadata',
        'hasOwnMetadata',
        'hasMetadata',
        'getOwnMetadataKeys',
        'getMetadataKeys',
        'deleteMetadata',
        'metadata',
      ].map((k) => [k, (Reflect as unknown as Record<string, unknown>)[k]]),
    );
    Object.assign(Reflect, createReflectMetadata());
    try {
      const Dep = Symbol.for('test.Dep');
      @injectable()
      class Service {
        constructor(@inject(Dep) readonly dep: string) {}
      }
      const c = new Container();
      c.bind(Dep).toConstantValue('value');
      c.bind(Service).toSelf();
      expect(c.get(Service).dep).toBe('value');
    } finally {
      Object.assign(Reflect, saved);
    }
  });
});
