import { type ComponentType, lazy, useState } from "react";
import type { Preloadable } from "./preloadable";

/**
 * React.lazy for a preloadable module: once the module is in, the component renders at once instead
 * of suspending. (A suspended lazy component keeps its fallback up for at least 300 ms, React's reveal
 * throttle, even when its code arrived long before.) Which of the two a mounted instance uses is
 * decided when it mounts, so it never remounts and loses its state.
 */
export function lazyPreloaded<P extends object>(load: Preloadable<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load);
  return function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => load.loaded?.default ?? Lazy);
    return <Component {...props} />;
  };
}
