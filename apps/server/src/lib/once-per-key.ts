/**
 * Wraps `make` so that it runs once per key object (a database, a secret) and hands the same value
 * back after; the values go with their keys when those are collected.
 */
export function oncePerKey<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key) as V;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}
