// The reporting console's routes under `/api/admin/console/…` (issue 13), one module each, as the
// shop's (./shop-routes.ts): an app's bundler puts each route in the chunk of the code that calls
// it, so the console's landing screens hold only their own routes. Those (its account, the
// occupancy, locations and devices, the charts, the report subscriptions) carry zod/mini schemas,
// so the landing screens do not load zod's classic API (decision 370).

export { companies } from './console/companies.js';
export { company } from './console/company.js';
export { configs } from './console/configs.js';
export { createCompany } from './console/create-company.js';
export { createConfig } from './console/create-config.js';
export { createDevice } from './console/create-device.js';
export { createLocation } from './console/create-location.js';
export { createPromo } from './console/create-promo.js';
export { createSubscription } from './console/create-subscription.js';
export { createUser } from './console/create-user.js';
export { deleteCompany } from './console/delete-company.js';
export { deleteConfig } from './console/delete-config.js';
export { deleteLocation } from './console/delete-location.js';
export { deletePromo } from './console/delete-promo.js';
export { deleteSubscription } from './console/delete-subscription.js';
export { deleteUser } from './console/delete-user.js';
export { devices } from './console/devices.js';
export { heatmap } from './console/heatmap.js';
export { location } from './console/location.js';
export { locations } from './console/locations.js';
export { me } from './console/me.js';
export { occupancy } from './console/occupancy.js';
export { promos } from './console/promos.js';
export { report } from './console/report.js';
export { revokeDevice } from './console/revoke-device.js';
export { rotateDeviceKey } from './console/rotate-device-key.js';
export { selfCheckActivity } from './console/self-check-activity.js';
export { sendSubscriptionNow } from './console/send-subscription-now.js';
export { series } from './console/series.js';
export { streamTicket } from './console/stream-ticket.js';
export { subscription } from './console/subscription.js';
export { subscriptions } from './console/subscriptions.js';
export { updateCompany } from './console/update-company.js';
export { updateConfig } from './console/update-config.js';
export { updateDevice } from './console/update-device.js';
export { updateLocation } from './console/update-location.js';
export { updateMe } from './console/update-me.js';
export { updatePromo } from './console/update-promo.js';
export { updateSubscription } from './console/update-subscription.js';
export { updateUser } from './console/update-user.js';
export { user } from './console/user.js';
export { users } from './console/users.js';
