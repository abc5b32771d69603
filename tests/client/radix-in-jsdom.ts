/**
 * What Radix primitives call and jsdom lacks: Select captures the pointer and scrolls its options
 * into view, Switch measures itself with a ResizeObserver. Imported, for this effect only, by the
 * component tests that open a Select or show a Switch.
 */
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
