import type { DrawnPage } from "../../client/entry-server";
import { declarations, type RenderedPage } from "../lib/html-head";

/**
 * A page the client drew for the server (src/client/entry-server.tsx), as the server sends it: the
 * window title the app would set, and the troop's colours as the style of <html>. `hydrates`: the
 * app takes the page over when its code arrives.
 */
export function renderedPage(page: DrawnPage, hydrates: boolean): RenderedPage {
  return {
    title: page.title,
    root: page.root,
    htmlStyle: declarations(page.themeVariables),
    hydrates,
    formats: page.formats === true,
    ...(page.reads !== undefined && { state: page.reads }),
  };
}
