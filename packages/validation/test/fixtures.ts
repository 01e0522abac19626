// Valid example values, one per schema, shared by the schema tests and the "no English message"
// property that mutates them.

export const validRegisterRequest = {
  cust_no: '12345',
  email: 'midwife@example.com',
  password: 'correct horse',
  firstName: 'Anna',
  lastName: 'de Vries',
  phone: '+31 20 123 4567',
  company_name: 'Praktijk de Vries',
  street_name: 'Keizersgracht',
  house_number: '12a',
  postalcode: '1015 CJ',
  city: 'Amsterdam',
  country: 'NL',
  license_number: 'L-123',
  license_number_BIG: '19012345601',
  role: 'midwife',
  empType: 'practice',
  source: 'BOOK',
  optIn: true,
  newsletter: 'SUBSCRIBED',
  language: 'nl',
  terms: true,
};

export const validRegisterForm = { ...validRegisterRequest, repeat: 'correct horse' };

export const validLoginRequest = { email: 'midwife@example.com', password: 'x' };

export const validForgotRequest = { email: '12345' };

export const validResetRequest = {
  token: 'abc.def',
  password: 'new password',
  repeat: 'new password',
};

export const validChangePasswordRequest = {
  current_password: 'old',
  password: 'new password',
  repeat: 'new password',
};

export const validQuestionRequest = {
  name: 'Anna de Vries',
  company: 'Praktijk de Vries',
  email: 'anna@example.com',
  phone: '020-1234567',
  question_type: 'order',
  contact_preference: 'call',
  message: 'Where is my order?',
};

export const validZoomOrderRequest = {
  products: [{ id: 'SCF123/45', quantity: 2 }],
  first_name: 'Jane',
  last_name: 'Doe',
  zip: '10001',
  street: '1 Main Street',
  number: 'Apt 4',
  city: 'New York',
  state: 'NY',
  scanner_type: 'Zoom 3',
  patient_scan_id: 'P-42',
  email: 'jane@example.com',
  phone: '(212) 555-0100',
  informed_consent_practice: true,
  informed_consent_patient: true,
  net_terms: true,
  terms: true,
  confirm_correct: true,
};

export const validCartLines = [
  { id: 'SCF123/45', quantity: 2 },
  { id: 'PKG-1', quantity: 1 },
];

export const validOrderCreateRequest = {
  lines: validCartLines,
  address_key: 'default',
  shipping_method: 'standard',
  payment_method: 'cod',
  accepted_terms: true,
  accepted_sales_terms: true,
};

export const validOfficeAddressBody = {
  company_name: 'Cabinet Dupont',
  street_name: 'Rue des Lilas',
  house_number: '12',
  postalcode: '69003',
  city: 'Lyon',
  country: 'FR',
};

export const validLocationForm = {
  name: 'Main library',
  description: 'Ground floor entrance',
  timeZone: 'Europe/Amsterdam',
  contact_email: '',
  ignore_before: 7,
  ignore_after: 22,
  optimal_balance: 120,
  balance_orange: 80,
  balance_red: 100,
};

export const validReportSubscriptionForm = {
  recipient: 'admin@example.com',
  max_rows_in_email: 100,
  interval: 'D',
  period: 'W',
  trigger: '1',
  start_date: '2025-01-06',
  format: 'xlsx',
  report_type: 'PEOPLECOUNTER_ENTERLEAVE',
};

export const validOrganisation = {
  id: 3,
  max_order_count_year: 4,
  maintenance_mode: false,
  maintenance_title: null,
  terms_of_use: 'https://example.com/terms',
};

export const validUser = {
  id: 17,
  is_valid: true,
  is_sales: false,
  max_order_amount: 25_000,
  cust_no: '12345',
  Name: 'Praktijk de Vries',
  company_name: 'Praktijk de Vries',
  city: 'Amsterdam',
  organisation: validOrganisation,
  orders: [{ id: 1, created: '2025-03-01T10:00:00.000Z' }],
  license_valid: 'APPROVED',
  language: 'nl',
  customer_segment: 'midwives',
};

export const validProduct = {
  part_no: 'SCF123/45',
  SKUName: 'Breast pump',
  ctn: 'SCF123-45',
  price_in_cents: 1299,
  category: { id: 1, key: 'feeding', link: 'feeding' },
  filters: ['Pumps'],
  organisation: { id: 3 },
};

export const validCategory = { id: 1, key: 'feeding', link: 'feeding', organisation: { id: 3 } };

export const validShopConfig = { id: 1, locale: ['fr-BE', 'es-ES', 'nl-BE'] };

export const validOrder = {
  id: 1001,
  created: '2025-03-01T10:00:00.000Z',
  total: 2598,
  tax: 0,
  shipping: 0,
  discount: 0,
  lines: [{ id: 'SCF123/45', quantity: 2, price_in_cents: 1299 }],
  status: 'in_process',
  payment_status: 'pending',
  delivery_option: 'standard',
};

export const validCartCheckResponse = {
  lines: [
    {
      id: 'SCF123/45',
      price_in_cents: 1299,
      quantity: 1,
      status: 'CAN_ORDER_PART',
      remaining_year_quota: 3,
    },
  ],
  max_order_value_cents: -1,
  remaining_orders_this_year: null,
};

export const validPaymentRequest = { order_id: 41 };

export const validPaymentStartResponse = {
  order_id: 41,
  status: 'pending',
  payment_url: 'http://shop.test/api/admin/payment/checkout/pay_abcdefghij',
  amount_cents: 2450,
};

export const validWebinarRegistrationRequest = {
  webinar_uid: 'safe-sleep-2026',
  first_name: 'Anna',
  last_name: 'de Vries',
  email: 'anna@example.com',
  profession: 'Midwife',
  language: 'nl',
};
