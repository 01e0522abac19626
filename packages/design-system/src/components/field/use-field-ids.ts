import { useId } from 'react';

/** Ids that tie a field's label, help and error texts to its control. */
export interface FieldIds {
  controlId: string;
  helpId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

export function useFieldIds(id: string | undefined, hasHelp: boolean, hasError: boolean): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const helpId = hasHelp ? `${controlId}-help` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return { controlId, helpId, errorId, describedBy };
}
