export const placeholder = 'api-client';
