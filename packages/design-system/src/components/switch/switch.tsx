import * as SwitchPrimitive from '@radix-ui/react-switch';
import { type ReactNode, useId } from 'react';
import { root, row, thumb } from './switch.css';

/** Props of {@link Switch}: controlled with `checked`, or uncontrolled with `defaultChecked`. */
export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** An on/off switch (Radix Switch): role "switch", toggled by Space and Enter. */
export function Switch({ label, id, className, ...rest }: SwitchProps) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <span className={className ? `${row} ${className}` : row}>
      <SwitchPrimitive.Root {...rest} id={controlId} className={root}>
        <SwitchPrimitive.Thumb className={thumb} />
      </SwitchPrimitive.Root>
      <label htmlFor={controlId}>{label}</label>
    </span>
  );
}
