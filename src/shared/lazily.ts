/**
 * A value made on first use and kept. For `Intl` formatters: the first one a
 * page makes loads the locale's data (30–40 ms on a laptop, four times that on
 * a slow phone), which at module scope landed in the first screen's load
 * whether or not the screen formatted anything (decision 031). A lint rule
 * keeps `new Intl.*` out of module scope.
 */
export function lazily<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
