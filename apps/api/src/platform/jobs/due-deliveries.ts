import {
  type DuePeriod,
  duePeriods,
  InvalidScheduleError,
  type ReportSchedule,
} from '@careshop/reporting';

/** What the nightly run needs of one subscription: its id, schedule and its location's time zone. */
export interface ScheduledSubscription {
  id: number;
  /** IANA time zone of the subscription's location: its periods are local days. */
  timeZone: string;
  schedule: ReportSchedule;
}

/** One report window to send for one subscription, and the key that keeps it queued once. */
export interface DueDelivery {
  subscriptionId: number;
  period: DuePeriod;
  /** `sub:<id>:<periodEnd>`: one queued deliver job per subscription and window (decision 207). */
  singletonKey: string;
}

/** The outcome of {@link dueDeliveries}: what to send, and the subscriptions whose schedule cannot run. */
export interface DueDeliveriesOutput {
  deliveries: DueDelivery[];
  invalid: { subscriptionId: number; message: string }[];
}

/** The singleton key of a (subscription, window) deliver job. */
export function deliveryKey(subscriptionId: number, period: DuePeriod): string {
  return `sub:${subscriptionId}:${period.to}`;
}

/**
 * Every (subscription, window) due at `now` (decision 207): `duePeriods` in each subscription's
 * location time zone from its `lastSent`. Pure: the clock is passed in. A schedule that cannot run
 * is reported, not thrown, so one broken subscription does not stop the others.
 */
export function dueDeliveries(
  subscriptions: readonly ScheduledSubscription[],
  now: Date,
): DueDeliveriesOutput {
  const deliveries: DueDelivery[] = [];
  const invalid: DueDeliveriesOutput['invalid'] = [];
  for (const subscription of subscriptions) {
    let periods: DuePeriod[];
    try {
      periods = duePeriods(subscription.schedule, subscription.timeZone, now);
    } catch (error) {
      if (!(error instanceof InvalidScheduleError) && !(error instanceof RangeError)) throw error;
      invalid.push({ subscriptionId: subscription.id, message: error.message });
      continue;
    }
    for (const period of periods) {
      deliveries.push({
        subscriptionId: subscription.id,
        period,
        singletonKey: deliveryKey(subscription.id, period),
      });
    }
  }
  return { deliveries, invalid };
}
