/** Text as HTML character data or a quoted attribute value: `& < > " '` become numeric references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
