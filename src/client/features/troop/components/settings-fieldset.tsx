import type { ReactNode } from "react";

/**
 * The fields of a settings tab: disabled as a whole for an assistant leader, who reads the troop's
 * settings but may not change them (docs/product.md, "Leaders' roles").
 */
export function SettingsFieldset({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={readOnly} className="m-0 grid min-w-0 gap-4 border-0 p-0">
      {children}
    </fieldset>
  );
}
