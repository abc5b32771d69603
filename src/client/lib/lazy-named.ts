import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * React.lazy for a component exported by name: its module (and what only it needs, such as the form
 * library) becomes a chunk of its own, loaded when the component first renders instead of with the
 * page. Render it inside a <Suspense>.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
