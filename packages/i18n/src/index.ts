export const placeholder = 'i18n';
