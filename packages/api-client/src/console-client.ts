import {
  type ApiResult,
  apiResultSchema,
  type ConsoleChartQuery,
  type ConsoleCompany,
  type ConsoleConfig,
  type ConsoleConfigForm,
  type ConsoleHeatmap,
  type ConsoleMe,
  type ConsoleSelfCheckActivity,
  type ConsoleSeries,
  type ConsoleSeriesQuery,
  type ConsoleUser,
  type ConsoleUserCreateRequest,
  type ConsoleUserUpdateRequest,
  consoleCompanyListSchema,
  consoleConfigFormSchema,
  consoleConfigListSchema,
  consoleConfigSchema,
  consoleHeatmapSchema,
  consoleMePatchSchema,
  consoleMeSchema,
  consoleSelfCheckActivitySchema,
  consoleSeriesSchema,
  consoleUserCreateSchema,
  consoleUserListSchema,
  consoleUserSchema,
  consoleUserUpdateSchema,
  type Device,
  type DeviceCreate,
  type DeviceUpdate,
  deviceCreateSchema,
  deviceListSchema,
  deviceSchema,
  deviceUpdateSchema,
  deviceWithKeySchema,
  type Location,
  type LocationForm,
  type LocationOccupancy,
  locationFormSchema,
  locationListSchema,
  locationSchema,
  occupancyListSchema,
  type Promo,
  type PromoForm,
  promoFormSchema,
  promoListSchema,
  promoSchema,
  type ReportSubscriptionCreateRequest,
  type ReportSubscriptionDetail,
  type ReportSubscriptionPatchRequest,
  reportSendNowSchema,
  reportSubscriptionCreateSchema,
  reportSubscriptionDetailSchema,
  reportSubscriptionListSchema,
  reportSubscriptionPatchSchema,
  streamTicketSchema,
} from '@careshop/validation';
import type { ApiClientOptions, CallOptions } from './api-client';
import { createTransport } from './http-transport';
import type { EntityId } from './organisation-filter';

/** The answer of sending a subscription's report now. */
export interface SendNowResult {
  sent: boolean;
  rows: number;
  reason?: 'empty' | 'paused' | undefined;
  from: string;
  to: string;
}

/** A device and its key, answered once at create and at rotate. */
export interface DeviceWithKey {
  device: Device;
  key: string;
}

/**
 * The typed reporting-console calls under `/api/admin/console/…` (issue 13). Login, logout and
 * password calls are the shop's ({@link createApiClient}); both clients share one token store.
 */
export interface ConsoleClient {
  readonly adminUrl: string;
  me(options?: CallOptions): Promise<ConsoleMe>;
  /** Own name and language (reports and e-mails are written in the account's language). */
  updateMe(body: {
    firstName?: string;
    lastName?: string;
    language?: 'en' | 'de' | 'fr' | 'es' | 'nl' | 'it';
  }): Promise<ConsoleMe>;
  occupancy(options?: CallOptions): Promise<LocationOccupancy[]>;
  /** A single-use ticket for the live stream (`GET /console/occupancy/stream?ticket=`). */
  streamTicket(options?: CallOptions): Promise<{ ticket: string; expires_in_seconds: number }>;
  companies(options?: CallOptions): Promise<ConsoleCompany[]>;

  /** Enters and leaves per bucket, with the previous period of equal length (decision 213). */
  series(query: ConsoleSeriesQuery, options?: CallOptions): Promise<ConsoleSeries>;
  /** Average enters per weekday × local hour. */
  heatmap(query: ConsoleChartQuery, options?: CallOptions): Promise<ConsoleHeatmap>;
  /** Self-check transactions per kind, accepted and refused. */
  selfCheckActivity(
    query: ConsoleChartQuery,
    options?: CallOptions,
  ): Promise<ConsoleSelfCheckActivity>;

  locations(options?: CallOptions): Promise<Location[]>;
  location(id: EntityId, options?: CallOptions): Promise<Location>;
  createLocation(body: LocationForm): Promise<Location>;
  updateLocation(id: EntityId, body: LocationForm): Promise<Location>;
  /**
   * Deletes a location without devices or counted history (decision 274); otherwise 409
   * `location_has_devices` (`details.devices`) or `location_has_history`.
   */
  deleteLocation(id: EntityId): Promise<ApiResult>;

  devices(options?: CallOptions): Promise<Device[]>;
  createDevice(body: DeviceCreate): Promise<DeviceWithKey>;
  updateDevice(id: EntityId, body: DeviceUpdate): Promise<Device>;
  revokeDevice(id: EntityId): Promise<Device>;
  rotateDeviceKey(id: EntityId): Promise<DeviceWithKey>;

  users(options?: CallOptions): Promise<ConsoleUser[]>;
  createUser(body: ConsoleUserCreateRequest): Promise<ConsoleUser>;
  updateUser(id: EntityId, body: ConsoleUserUpdateRequest): Promise<ConsoleUser>;
  deleteUser(id: EntityId): Promise<ApiResult>;

  configs(options?: CallOptions): Promise<ConsoleConfig[]>;
  createConfig(body: ConsoleConfigForm): Promise<ConsoleConfig>;
  updateConfig(id: EntityId, body: ConsoleConfigForm): Promise<ConsoleConfig>;
  deleteConfig(id: EntityId): Promise<ApiResult>;

  promos(options?: CallOptions): Promise<Promo[]>;
  createPromo(body: PromoForm): Promise<Promo>;
  updatePromo(id: EntityId, body: PromoForm): Promise<Promo>;
  deletePromo(id: EntityId): Promise<ApiResult>;

  subscriptions(options?: CallOptions): Promise<ReportSubscriptionDetail[]>;
  createSubscription(body: ReportSubscriptionCreateRequest): Promise<ReportSubscriptionDetail>;
  updateSubscription(
    id: EntityId,
    body: ReportSubscriptionPatchRequest,
  ): Promise<ReportSubscriptionDetail>;
  deleteSubscription(id: EntityId): Promise<ApiResult>;
  sendSubscriptionNow(id: EntityId): Promise<SendNowResult>;
}

/** Creates the console client on the same transport rules as the shop's client. */
export function createConsoleClient(options: ApiClientOptions): ConsoleClient {
  const transport = createTransport(options);
  const id = (value: EntityId) => encodeURIComponent(String(value));

  const get = async <T>(
    path: string,
    responseSchema: Parameters<typeof transport.send<unknown, T>>[0]['responseSchema'],
    call?: CallOptions,
    searchParams?: Record<string, string | number>,
  ): Promise<T> =>
    (
      await transport.send({
        method: 'get',
        api: 'admin',
        path: `console/${path}`,
        responseSchema,
        signal: call?.signal,
        ...(searchParams ? { searchParams } : {}),
      })
    ).data;
  const windowParams = (query: ConsoleChartQuery) => ({
    location: query.location,
    from: query.from,
    to: query.to,
  });

  const write = async <B, T>(
    method: 'post' | 'put' | 'patch' | 'delete',
    path: string,
    responseSchema: Parameters<typeof transport.send<B, T>>[0]['responseSchema'],
    body?: B,
    requestSchema?: Parameters<typeof transport.send<B, T>>[0]['requestSchema'],
  ): Promise<T> =>
    (
      await transport.send<B, T>({
        method,
        api: 'admin',
        path: `console/${path}`,
        responseSchema,
        ...(body === undefined ? {} : { body }),
        ...(requestSchema ? { requestSchema } : {}),
      })
    ).data;

  return {
    adminUrl: transport.adminUrl,
    me: (call) => get('me', consoleMeSchema, call),
    updateMe: (body) => write('patch', 'me', consoleMeSchema, body, consoleMePatchSchema),
    occupancy: async (call) => (await get('occupancy', occupancyListSchema, call)).items,
    streamTicket: (call) =>
      transport
        .send({
          method: 'post',
          api: 'admin',
          path: 'console/occupancy/stream-ticket',
          responseSchema: streamTicketSchema,
          signal: call?.signal,
        })
        .then((result) => result.data),
    companies: async (call) => (await get('companies', consoleCompanyListSchema, call)).items,
    series: (query, call) =>
      get('series', consoleSeriesSchema, call, {
        ...windowParams(query),
        interval: query.interval,
      }),
    heatmap: (query, call) => get('heatmap', consoleHeatmapSchema, call, windowParams(query)),
    selfCheckActivity: (query, call) =>
      get('selfcheck-activity', consoleSelfCheckActivitySchema, call, windowParams(query)),

    locations: async (call) => (await get('locations', locationListSchema, call)).items,
    location: (locationId, call) => get(`locations/${id(locationId)}`, locationSchema, call),
    createLocation: (body) => write('post', 'locations', locationSchema, body, locationFormSchema),
    updateLocation: (locationId, body) =>
      write('put', `locations/${id(locationId)}`, locationSchema, body, locationFormSchema),

    devices: async (call) => (await get('devices', deviceListSchema, call)).items,
    createDevice: (body) => write('post', 'devices', deviceWithKeySchema, body, deviceCreateSchema),
    updateDevice: (deviceId, body) =>
      write('patch', `devices/${id(deviceId)}`, deviceSchema, body, deviceUpdateSchema),
    revokeDevice: (deviceId) => write('post', `devices/${id(deviceId)}/revoke`, deviceSchema),
    rotateDeviceKey: (deviceId) =>
      write('post', `devices/${id(deviceId)}/rotate-key`, deviceWithKeySchema),

    users: async (call) => (await get('users', consoleUserListSchema, call)).items,
    createUser: (body) => write('post', 'users', consoleUserSchema, body, consoleUserCreateSchema),
    updateUser: (userId, body) =>
      write('patch', `users/${id(userId)}`, consoleUserSchema, body, consoleUserUpdateSchema),
    deleteUser: (userId) => write('delete', `users/${id(userId)}`, apiResultSchema),

    configs: async (call) => (await get('configs', consoleConfigListSchema, call)).items,
    createConfig: (body) =>
      write('post', 'configs', consoleConfigSchema, body, consoleConfigFormSchema),
    updateConfig: (configId, body) =>
      write('put', `configs/${id(configId)}`, consoleConfigSchema, body, consoleConfigFormSchema),
    deleteLocation: (locationId) => write('delete', `locations/${id(locationId)}`, apiResultSchema),
    deleteConfig: (configId) => write('delete', `configs/${id(configId)}`, apiResultSchema),

    promos: async (call) => (await get('promos', promoListSchema, call)).items,
    createPromo: (body) => write('post', 'promos', promoSchema, body, promoFormSchema),
    updatePromo: (promoId, body) =>
      write('put', `promos/${id(promoId)}`, promoSchema, body, promoFormSchema),
    deletePromo: (promoId) => write('delete', `promos/${id(promoId)}`, apiResultSchema),

    subscriptions: async (call) =>
      (await get('subscriptions', reportSubscriptionListSchema, call)).items,
    createSubscription: (body) =>
      write(
        'post',
        'subscriptions',
        reportSubscriptionDetailSchema,
        body,
        reportSubscriptionCreateSchema,
      ),
    updateSubscription: (subscriptionId, body) =>
      write(
        'patch',
        `subscriptions/${id(subscriptionId)}`,
        reportSubscriptionDetailSchema,
        body,
        reportSubscriptionPatchSchema,
      ),
    deleteSubscription: (subscriptionId) =>
      write('delete', `subscriptions/${id(subscriptionId)}`, apiResultSchema),
    sendSubscriptionNow: (subscriptionId) =>
      write('post', `subscriptions/${id(subscriptionId)}/send-now`, reportSendNowSchema),
  };
}
