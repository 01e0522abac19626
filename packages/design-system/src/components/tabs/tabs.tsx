import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useCustomization } from '../../theme/theme-context';
import { list, panel, trigger } from './tabs.css';

/** One tab of {@link Tabs}. */
export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Tabs}: controlled with `value`, or uncontrolled with `defaultValue`. */
export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Product information". */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * Tabs (Radix Tabs): arrow keys move between tabs (mirrored in RTL), Home/End jump, the panel
 * follows the focused tab.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const rtl = useCustomization()?.rtlLayout ?? false;
  return (
    <TabsPrimitive.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      dir={rtl ? 'rtl' : 'ltr'}
      className={className}
    >
      <TabsPrimitive.List aria-label={label} className={list}>
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={trigger}
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} className={panel}>
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
