/**
 * For a lazy stand-in of a Web class (a Request or Response built only when needed): gives the stand-in's class
 * every member of the native class it does not define itself, each forwarded to the native object the
 * stand-in's `native()` builds on first use, and puts the native prototype behind it so `instanceof` holds.
 */
export function forwardToNative(lazy: { prototype: object }, native: { prototype: object }): void {
  for (const key of Reflect.ownKeys(native.prototype)) {
    if (key === 'constructor' || Object.hasOwn(lazy.prototype, key)) continue
    const descriptor = Object.getOwnPropertyDescriptor(native.prototype, key)!
    if (descriptor.get) {
      Object.defineProperty(lazy.prototype, key, {
        get(this: { native(): Record<PropertyKey, unknown> }) {
          return this.native()[key]
        },
      })
    } else if (typeof descriptor.value === 'function') {
      Object.defineProperty(lazy.prototype, key, {
        value: function (this: { native(): Record<PropertyKey, (...args: unknown[]) => unknown> }, ...args: unknown[]) {
          return this.native()[key]!(...args)
        },
      })
    } else {
      Object.defineProperty(lazy.prototype, key, descriptor)
    }
  }
  Object.setPrototypeOf(lazy.prototype, native.prototype)
}
