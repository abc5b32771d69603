import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { nextTask } from "./next-task";
import { isSettled } from "./when-settled";

/**
 * React.lazy for a component exported by name: its module (and what only it needs, such as the form
 * library) becomes a chunk of its own, loaded when the component first renders instead of with the
 * page. Render it inside a <Suspense>.
 *
 * Until the page has settled (lib/when-settled.ts), the chunk is asked for in a task of its own. Asking
 * for it preloads every chunk it imports, a link element each (forty or more for a part with the select
 * or dialog library); done inside the render that first drew the component, one of React's short
 * slices while it takes the page over, that would make a long task of it on a phone. A part drawn
 * before then waits for its code anyway; once the page has settled, its code has been fetched ahead
 * and the part is drawn at once.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => (isSettled() ? load() : nextTask().then(load)).then((module) => ({ default: module[name] })));
}
