import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach } from "vitest";
import { queryClient } from "@/lib/query-client";
import { resetToasts, useToasts } from "@/lib/use-toast";

// A dialog or page loaded on first use can take more than the library's default second to appear
// when both cores are busy (the whole suite runs two files at once); a real failure still fails, later.
configure({ asyncUtilTimeout: 5000 });

/** The toasts the app would show, as "title|description" lines in a test-only output element. */
function ToastProbe() {
  const toasts = useToasts();
  return <output data-testid="toasts">{toasts.map((t) => `${String(t.title)}|${String(t.description ?? "")}`).join(";")}</output>;
}

/**
 * Renders `ui` as the app would hold it: the app's query client, emptied first so no test sees
 * another's cache, and the toast store, emptied too. `toasts()` reads what the toasts say.
 */
export function renderWithProviders(ui: ReactElement) {
  queryClient.clear();
  resetToasts();
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <ToastProbe />
    </QueryClientProvider>,
  );
  return { ...result, toasts: () => screen.getByTestId("toasts").textContent ?? "" };
}

afterEach(() => {
  cleanup();
});
