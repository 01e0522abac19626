import { Stepper } from '@careshop/design-system';
import { type User, zoomDeliveryReference } from '@careshop/validation';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateZoomOrder } from '../api/create-zoom-order';
import { wizardSteps } from '../stores/wizard-store';
import { useWizardStore, useWizardStoreApi } from '../stores/wizard-store-context';
import { checkDraft } from '../stores/zoom-order-draft';
import { OrderFormStep } from './order-form-step';
import { OrderNotAllowed, orderBlockOf } from './order-not-allowed';
import { SendStep } from './send-step';
import { StartStep } from './start-step';
import { SummaryStep } from './summary-step';

const stepLabels = {
  start: 'zoom.steps.start',
  form: 'zoom.steps.order_form',
  summary: 'zoom.steps.summary',
  send: 'zoom.steps.send',
} as const;

export interface ZoomWizardProps {
  /** Opens the sent-deliveries list from the success screen. */
  onShowDeliveries?: () => void;
  /**
   * The member's office role (`/user/me`): a viewer or a removed member reads why they cannot send
   * orders instead of the form (decision 330).
   */
  officeRole?: User['office_role'];
}

/** The Zoom! Delivered wizard: start → order form → summary → send (SPEC 1). */
export function ZoomWizard({ onShowDeliveries, officeRole }: ZoomWizardProps) {
  const { t } = useTranslation();
  const store = useWizardStoreApi();
  const step = useWizardStore((state) => state.step);
  const hasSent = useWizardStore((state) => state.sent !== null);
  const mutation = useCreateZoomOrder();
  // A second click before React re-renders must not start a second request; the key would make
  // the server answer the same order anyway, this just saves the call.
  const inFlight = useRef(false);

  const send = useCallback(async () => {
    if (inFlight.current) return;
    const state = store.getState();
    const check = checkDraft(state.draft);
    if (!check.ok) {
      state.setShowErrors(true);
      state.goTo('form');
      return;
    }
    inFlight.current = true;
    const idempotencyKey = state.submissionKey();
    state.goTo('send');
    try {
      const order = await mutation.mutateAsync({ body: check.request, idempotencyKey });
      store.getState().markSent({
        id: order.id,
        reference: order.reference ?? zoomDeliveryReference(Number(order.id)),
      });
    } catch {
      // Shown by the send step from the mutation's error; the draft and its key stay.
    } finally {
      inFlight.current = false;
    }
  }, [store, mutation.mutateAsync]);

  // A reload mid-send comes back without the request; the summary offers to send it again.
  useEffect(() => {
    if (step === 'send' && !hasSent && mutation.isIdle) store.getState().goTo('summary');
  }, [step, hasSent, mutation.isIdle, store]);

  const block = orderBlockOf(officeRole);
  if (block) return <OrderNotAllowed block={block} />;

  const newOrder = () => {
    mutation.reset();
    store.getState().reset();
  };

  return (
    <div className="zoom-wizard">
      <Stepper
        label={t('zoom.steps.label')}
        steps={wizardSteps.map((id) => ({ id, label: t(stepLabels[id]) }))}
        activeIndex={wizardSteps.indexOf(step)}
        completedLabel={t('zoom.steps.completed')}
        // Completed steps are buttons back to them, except once the order is under way or sent.
        onStepSelect={
          step === 'send' ? undefined : (index) => store.getState().goTo(wizardSteps[index] ?? step)
        }
      />
      {step === 'start' ? <StartStep /> : null}
      {step === 'form' ? <OrderFormStep /> : null}
      {step === 'summary' ? (
        <SummaryStep onSend={() => void send()} sending={mutation.isPending} />
      ) : null}
      {step === 'send' ? (
        <SendStep
          status={mutation.status}
          error={mutation.error}
          onRetry={() => void send()}
          onNewOrder={newOrder}
          onShowDeliveries={onShowDeliveries}
        />
      ) : null}
    </div>
  );
}
