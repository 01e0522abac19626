import DOMPurify from 'dompurify';

/**
 * Sanitises HTML from the organisation settings (the maintenance message) before it is rendered.
 * The API sanitises too; the shop does not trust that alone because the HTML ends up in its DOM.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
