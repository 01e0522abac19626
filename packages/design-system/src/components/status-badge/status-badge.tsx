import { statusBadge } from './status-badge.css';

/** Order, payment and licence states the apps show (SPEC 4 "License / account", "Other states"). */
export type StatusKind =
  | 'order-processed'
  | 'order-in-process'
  | 'payment-completed'
  | 'payment-due'
  | 'payment-canceled'
  | 'license-approved'
  | 'license-pending'
  | 'license-invalid'
  | 'neutral';

/** Colour family of a status. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

const tones: Record<StatusKind, StatusTone> = {
  'order-processed': 'success',
  'order-in-process': 'info',
  'payment-completed': 'success',
  'payment-due': 'warning',
  'payment-canceled': 'error',
  'license-approved': 'success',
  'license-pending': 'warning',
  'license-invalid': 'error',
  neutral: 'neutral',
};

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  status: StatusKind;
  /** The translated state name; always shown, so colour is never the only cue. */
  label: string;
}

/** A small pill naming a state. */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  const tone = tones[status];
  return (
    <span className={statusBadge({ tone })} data-status={status} data-tone={tone}>
      {label}
    </span>
  );
}
