import { describe, expect, it } from 'vitest';
import { formatFileSize, isPdfFile } from './product-leaflet';

describe('product leaflet helpers (decision 225)', () => {
  it('sends a file as a PDF when its type says so, or a typeless file named .pdf', () => {
    expect(isPdfFile({ name: 'notice.PDF', type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'Notice.PDF', type: '' })).toBe(true);
    expect(isPdfFile({ name: 'notice.pdf', type: 'image/png' })).toBe(false);
    expect(isPdfFile({ name: 'notice.docx', type: '' })).toBe(false);
  });

  it('shows sizes in kilobytes below a megabyte, else megabytes, in the user’s language', () => {
    expect(formatFileSize(300, 'en')).toBe('1 kB');
    expect(formatFileSize(20_480, 'en')).toBe('20 kB');
    expect(formatFileSize(3.5 * 1024 * 1024, 'en')).toBe('3.5 MB');
    expect(formatFileSize(3.5 * 1024 * 1024, 'de')).toBe('3,5 MB');
  });
});
