import type { DataSource } from 'typeorm';

/** Makes one kind of DataLoader (or anything else memoised per request). */
export type LoaderFactory<T> = (dataSource: DataSource) => T;

/**
 * One request's DataLoaders, each made on first use. A field resolved once per item of a list
 * (each post's related posts, each aliased doctor's slots) asks its loader, which gathers the
 * keys of one tick into one query. Made per request: nothing cached outlives the request, and no
 * request sees another's answers.
 */
export class RequestLoaders {
  private readonly made = new Map<LoaderFactory<unknown>, unknown>();

  constructor(private readonly dataSource: DataSource) {}

  get<T>(factory: LoaderFactory<T>): T {
    if (!this.made.has(factory)) this.made.set(factory, factory(this.dataSource));
    return this.made.get(factory) as T;
  }
}
