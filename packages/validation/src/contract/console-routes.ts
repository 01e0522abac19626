import { apiResultSchema } from '../api-result.js';
import {
  consoleCompanyListSchema,
  consoleCompanyRequestSchema,
  consoleCompanySchema,
  consoleMePatchSchema,
  consoleMeSchema,
  consoleUserCreateSchema,
  consoleUserListQuerySchema,
  consoleUserListSchema,
  consoleUserSchema,
  consoleUserUpdateSchema,
} from '../console-account.js';
import {
  consoleChartQuerySchema,
  consoleHeatmapSchema,
  consoleSelfCheckActivitySchema,
  consoleSeriesQuerySchema,
  consoleSeriesSchema,
} from '../console-charts.js';
import {
  consoleConfigFormSchema,
  consoleConfigListSchema,
  consoleConfigSchema,
} from '../console-config.js';
import {
  deviceCreateSchema,
  deviceListQuerySchema,
  deviceListSchema,
  deviceSchema,
  deviceUpdateSchema,
  deviceWithKeySchema,
} from '../console-device.js';
import { locationFormSchema, locationListSchema, locationSchema } from '../location.js';
import { occupancyListSchema, streamTicketSchema } from '../occupancy.js';
import { promoFormSchema, promoListSchema, promoSchema } from '../promo.js';
import {
  reportQuerySchema,
  reportSendNowSchema,
  reportSubscriptionCreateSchema,
  reportSubscriptionDetailSchema,
  reportSubscriptionListSchema,
  reportSubscriptionPatchSchema,
} from '../report-subscription.js';
import { idParamsSchema } from '../request-parts.js';
import type { Route } from './route.js';

// The reporting console's routes under `/api/admin/console/…` (issue 13). The console loads its
// schemas with its own code, so they are imported with the entries.

// Own account
export const me = {
  method: 'get',
  api: 'admin',
  path: '/console/me',
  schemas: { response: { 200: consoleMeSchema } },
} as const satisfies Route;

export const updateMe = {
  method: 'patch',
  api: 'admin',
  path: '/console/me',
  schemas: { body: consoleMePatchSchema, response: { 200: consoleMeSchema } },
} as const satisfies Route;

// Accounts
export const users = {
  method: 'get',
  api: 'admin',
  path: '/console/users',
  schemas: { querystring: consoleUserListQuerySchema, response: { 200: consoleUserListSchema } },
} as const satisfies Route;

export const user = {
  method: 'get',
  api: 'admin',
  path: '/console/users/:id',
  schemas: { params: idParamsSchema, response: { 200: consoleUserSchema } },
} as const satisfies Route;

export const createUser = {
  method: 'post',
  api: 'admin',
  path: '/console/users',
  schemas: { body: consoleUserCreateSchema, response: { 201: consoleUserSchema } },
} as const satisfies Route;

export const updateUser = {
  method: 'patch',
  api: 'admin',
  path: '/console/users/:id',
  schemas: {
    params: idParamsSchema,
    body: consoleUserUpdateSchema,
    response: { 200: consoleUserSchema },
  },
} as const satisfies Route;

export const deleteUser = {
  method: 'delete',
  api: 'admin',
  path: '/console/users/:id',
  schemas: { params: idParamsSchema, response: { 200: apiResultSchema } },
} as const satisfies Route;

// Companies
export const companies = {
  method: 'get',
  api: 'admin',
  path: '/console/companies',
  schemas: { response: { 200: consoleCompanyListSchema } },
} as const satisfies Route;

export const company = {
  method: 'get',
  api: 'admin',
  path: '/console/companies/:id',
  schemas: { params: idParamsSchema, response: { 200: consoleCompanySchema } },
} as const satisfies Route;

export const createCompany = {
  method: 'post',
  api: 'admin',
  path: '/console/companies',
  schemas: { body: consoleCompanyRequestSchema, response: { 201: consoleCompanySchema } },
} as const satisfies Route;

export const updateCompany = {
  method: 'put',
  api: 'admin',
  path: '/console/companies/:id',
  schemas: {
    params: idParamsSchema,
    body: consoleCompanyRequestSchema,
    response: { 200: consoleCompanySchema },
  },
} as const satisfies Route;

export const deleteCompany = {
  method: 'delete',
  api: 'admin',
  path: '/console/companies/:id',
  schemas: { params: idParamsSchema, response: { 200: apiResultSchema } },
} as const satisfies Route;

// Kiosk configurations
export const configs = {
  method: 'get',
  api: 'admin',
  path: '/console/configs',
  schemas: { response: { 200: consoleConfigListSchema } },
} as const satisfies Route;

export const createConfig = {
  method: 'post',
  api: 'admin',
  path: '/console/configs',
  schemas: { body: consoleConfigFormSchema, response: { 201: consoleConfigSchema } },
} as const satisfies Route;

export const updateConfig = {
  method: 'put',
  api: 'admin',
  path: '/console/configs/:id',
  schemas: {
    params: idParamsSchema,
    body: consoleConfigFormSchema,
    response: { 200: consoleConfigSchema },
  },
} as const satisfies Route;

export const deleteConfig = {
  method: 'delete',
  api: 'admin',
  path: '/console/configs/:id',
  schemas: { params: idParamsSchema, response: { 200: apiResultSchema } },
} as const satisfies Route;

// Devices
export const devices = {
  method: 'get',
  api: 'admin',
  path: '/console/devices',
  schemas: { querystring: deviceListQuerySchema, response: { 200: deviceListSchema } },
} as const satisfies Route;

export const createDevice = {
  method: 'post',
  api: 'admin',
  path: '/console/devices',
  schemas: { body: deviceCreateSchema, response: { 201: deviceWithKeySchema } },
} as const satisfies Route;

export const updateDevice = {
  method: 'patch',
  api: 'admin',
  path: '/console/devices/:id',
  schemas: { params: idParamsSchema, body: deviceUpdateSchema, response: { 200: deviceSchema } },
} as const satisfies Route;

export const revokeDevice = {
  method: 'post',
  api: 'admin',
  path: '/console/devices/:id/revoke',
  schemas: { params: idParamsSchema, response: { 200: deviceSchema } },
} as const satisfies Route;

export const rotateDeviceKey = {
  method: 'post',
  api: 'admin',
  path: '/console/devices/:id/rotate-key',
  schemas: { params: idParamsSchema, response: { 200: deviceWithKeySchema } },
} as const satisfies Route;

// Locations
export const locations = {
  method: 'get',
  api: 'admin',
  path: '/console/locations',
  schemas: { response: { 200: locationListSchema } },
} as const satisfies Route;

export const location = {
  method: 'get',
  api: 'admin',
  path: '/console/locations/:id',
  schemas: { params: idParamsSchema, response: { 200: locationSchema } },
} as const satisfies Route;

export const createLocation = {
  method: 'post',
  api: 'admin',
  path: '/console/locations',
  schemas: { body: locationFormSchema, response: { 201: locationSchema } },
} as const satisfies Route;

export const updateLocation = {
  method: 'put',
  api: 'admin',
  path: '/console/locations/:id',
  schemas: { params: idParamsSchema, body: locationFormSchema, response: { 200: locationSchema } },
} as const satisfies Route;

export const deleteLocation = {
  method: 'delete',
  api: 'admin',
  path: '/console/locations/:id',
  schemas: { params: idParamsSchema, response: { 200: apiResultSchema } },
} as const satisfies Route;

// Live occupancy
export const occupancy = {
  method: 'get',
  api: 'admin',
  path: '/console/occupancy',
  schemas: { response: { 200: occupancyListSchema } },
} as const satisfies Route;

export const streamTicket = {
  method: 'post',
  api: 'admin',
  path: '/console/occupancy/stream-ticket',
  schemas: { response: { 200: streamTicketSchema } },
} as const satisfies Route;

// Promos
export const promos = {
  method: 'get',
  api: 'admin',
  path: '/console/promos',
  schemas: { response: { 200: promoListSchema } },
} as const satisfies Route;

export const createPromo = {
  method: 'post',
  api: 'admin',
  path: '/console/promos',
  schemas: { body: promoFormSchema, response: { 201: promoSchema } },
} as const satisfies Route;

export const updatePromo = {
  method: 'put',
  api: 'admin',
  path: '/console/promos/:id',
  schemas: { params: idParamsSchema, body: promoFormSchema, response: { 200: promoSchema } },
} as const satisfies Route;

export const deletePromo = {
  method: 'delete',
  api: 'admin',
  path: '/console/promos/:id',
  schemas: { params: idParamsSchema, response: { 200: apiResultSchema } },
} as const satisfies Route;

// Reports and their subscriptions
export const report = {
  method: 'get',
  api: 'admin',
  path: '/console/report',
  file: true,
  schemas: { querystring: reportQuerySchema, response: {} },
} as const satisfies Route;

export const subscriptions = {
  method: 'get',
  api: 'admin',
  path: '/console/subscriptions',
  schemas: { response: { 200: reportSubscriptionListSchema } },
} as const satisfies Route;

export const subscription = {
  method: 'get',
  api: 'admin',
  path: '/console/subscriptions/:id',
  schemas: { params: idParamsSchema, response: { 200: reportSubscriptionDetailSchema } },
} as const satisfies Route;

export const createSubscription = {
  method: 'post',
  api: 'admin',
  path: '/console/subscriptions',
  schemas: {
    body: reportSubscriptionCreateSchema,
    response: { 201: reportSubscriptionDetailSchema },
  },
} as const satisfies Route;

export const updateSubscription = {
  method: 'patch',
  api: 'admin',
  path: '/console/subscriptions/:id',
  schemas: {
    params: idParamsSchema,
    body: reportSubscriptionPatchSchema,
    response: { 200: reportSubscriptionDetailSchema },
  },
} as const satisfies Route;

export const deleteSubscription = {
  method: 'delete',
  api: 'admin',
  path: '/console/subscriptions/:id',
  schemas: { params: idParamsSchema, response: { 200: apiResultSchema } },
} as const satisfies Route;

export const sendSubscriptionNow = {
  method: 'post',
  api: 'admin',
  path: '/console/subscriptions/:id/send-now',
  schemas: { params: idParamsSchema, response: { 200: reportSendNowSchema } },
} as const satisfies Route;

// Charts (decision 213)
export const series = {
  method: 'get',
  api: 'admin',
  path: '/console/series',
  schemas: { querystring: consoleSeriesQuerySchema, response: { 200: consoleSeriesSchema } },
} as const satisfies Route;

export const heatmap = {
  method: 'get',
  api: 'admin',
  path: '/console/heatmap',
  schemas: { querystring: consoleChartQuerySchema, response: { 200: consoleHeatmapSchema } },
} as const satisfies Route;

export const selfCheckActivity = {
  method: 'get',
  api: 'admin',
  path: '/console/selfcheck-activity',
  schemas: {
    querystring: consoleChartQuerySchema,
    response: { 200: consoleSelfCheckActivitySchema },
  },
} as const satisfies Route;
