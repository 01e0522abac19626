/** One event pushed to the tag manager's data layer. */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Pushes to `window.dataLayer`, creating it when no tag manager is loaded yet. */
export function pushToDataLayer(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
