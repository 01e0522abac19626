import { type ReactNode, useMemo, useState } from 'react';
import { createThemeVars } from './create-theme-vars';
import type { Customization } from './customization';
import { ThemeContext } from './theme-context';
import { themeRoot } from './theme-contract.css';

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** The SPEC 3 customization state; change it and the whole tree re-themes. */
  customization: Customization;
  children?: ReactNode;
  /** Extra class for the root element (e.g. a full-height layout). */
  className?: string;
}

/**
 * Applies the theme to its subtree: CSS variables for the customization, `dir` for RTL, and the
 * field style (`data-field-style`) that TextField, Select and PasswordField read from CSS.
 */
export function ThemeProvider({ customization, children, className }: ThemeProviderProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const style = useMemo(() => createThemeVars(customization), [customization]);
  const context = useMemo(() => ({ customization, portalContainer: root }), [customization, root]);
  return (
    <ThemeContext.Provider value={context}>
      <div
        ref={setRoot}
        dir={customization.rtlLayout ? 'rtl' : 'ltr'}
        data-nav-type={customization.navType}
        data-field-style={customization.outlinedFilled ? 'filled' : 'outlined'}
        className={className ? `${themeRoot} ${className}` : themeRoot}
        style={style}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}
