import { defaultCustomization, ThemeProvider } from '@careshop/design-system';
import { Outlet } from '@tanstack/react-router';

/** The design-system theme around a group of routes (the login pages, the console). */
export function ThemedOutlet() {
  return (
    <ThemeProvider customization={defaultCustomization} className="console-root">
      <Outlet />
    </ThemeProvider>
  );
}
