/** Makes one kind of DataLoader (or anything else memoised per request) from what it needs. */
export type LoaderFactory<D, T> = (dependencies: D) => T;

/**
 * One request's DataLoaders, each made on first use. A field resolved once per item of a list
 * (each post's related posts, each aliased doctor's slots) asks its loader, which gathers the
 * keys of one tick into one query. Made per request: nothing cached outlives the request, and no
 * request sees another's answers.
 */
export class RequestLoaders<D> {
  private readonly made = new Map<LoaderFactory<D, unknown>, unknown>();

  constructor(private readonly dependencies: D) {}

  get<T>(factory: LoaderFactory<D, T>): T {
    if (!this.made.has(factory)) this.made.set(factory, factory(this.dependencies));
    return this.made.get(factory) as T;
  }
}
