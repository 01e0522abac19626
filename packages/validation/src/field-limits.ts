/**
 * Upper bounds for request fields. They keep oversized input out of the API and double as
 * `maxLength` for form inputs, so both sides use the same numbers.
 */
export const fieldLimits = {
  /** A person's or office's name. */
  name: 100,
  /** Address lines, city, company and similar one-line texts. */
  text: 200,
  /** RFC 5321 limit for a forward path. */
  email: 254,
  /** Minimum length of a new password (see docs/decisions/030-validation-password-policy.md). */
  passwordMin: 8,
  /** Long enough for pass phrases, short enough to keep hashing cheap. */
  passwordMax: 128,
  phone: 32,
  postalCode: 16,
  houseNumber: 16,
  /** Licence numbers, including the Dutch BIG and KCKZ registers. */
  licenseNumber: 64,
  /** Free text such as a contact message. */
  message: 5000,
  /** An HTML text staff write: a maintenance message, a promo's body. */
  html: 20_000,
  /** Reset, prefill and similar tokens. */
  token: 4096,
  couponCode: 64,
  /** Product ids (ctn, part number or package key). */
  productId: 64,
  /** Opaque keys such as an address key. */
  key: 64,
  /** Lines in one cart, order or coupon check. */
  cartLines: 200,
  /** Quantity of one product in one cart line. */
  lineQuantity: 9999,
  /** Products in one Zoom! Delivered order. */
  zoomProducts: 50,
  /** Quantity of one product in one Zoom! Delivered order. */
  zoomQuantity: 99,
  /** Zoom! Delivered zip code (see docs/decisions/033-validation-zoom-zip-length.md). */
  zipMin: 5,
  zipMax: 10,
  /** Rows a scheduled report may put into the e-mail body. */
  reportRowsInEmail: 10_000,
  /** Locations one ad hoc report may add up. */
  reportLocations: 50,
  /** Occupancy values (people, or percent of the optimal value for the thresholds). */
  occupancy: 100_000,
  /** URLs such as a location image. */
  url: 2048,
  /** Nesting of arrays and objects in a JSON body; our deepest body (an order) uses 4. */
  jsonDepth: 16,
  /** Length of a request's path and query; longer is answered 414 (decision 150). */
  requestUrl: 8192,
} as const;
