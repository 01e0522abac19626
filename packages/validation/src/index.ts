export const placeholder = 'validation';
