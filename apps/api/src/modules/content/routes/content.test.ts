import { createContentClient } from '@careshop/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/harness.js';

describe('SPEC 7 content service: FAQ and webinar documents for the api-client content client', () => {
  let api: TestApi;
  let client: ReturnType<typeof createContentClient>;
  beforeAll(async () => {
    api = await startTestApi('pglite', { seed: false });
    // The content client's fetch goes through the in-process server, as a browser's would over HTTP.
    client = createContentClient({
      endpoint: 'http://shop.test/api/content/v2',
      fetch: async (input, init) => {
        const url = new URL(String(input instanceof Request ? input.url : input));
        const response = await api.app.inject({
          method: 'GET',
          url: `${url.pathname}${url.search}`,
          ...(init?.headers ? { headers: init.headers as Record<string, string> } : {}),
        });
        return new Response(response.body, {
          status: response.statusCode,
          headers: {
            'content-type': String(response.headers['content-type'] ?? 'application/json'),
          },
        });
      },
    });
  });
  afterAll(async () => {
    await api.close();
  });

  it('serves every FAQ subject in the six languages', async () => {
    for (const lang of ['fr-fr', 'es-es', 'nl-nl', 'en-gb', 'de-de', 'it-it']) {
      const faqs = await client.getAllByType('faq', { lang });
      expect(faqs.map((doc) => doc.uid).sort()).toEqual(['authentication', 'delivery', 'ordering']);
      expect(faqs.every((doc) => doc.lang === lang)).toBe(true);
    }
  });

  it('finds one subject by uid, with its alternate languages', async () => {
    const doc = await client.getByUID('faq', 'ordering', { lang: 'nl-nl' });
    expect(doc.data.title).toEqual([{ type: 'heading1', text: 'Bestellen', spans: [] }]);
    expect(doc.alternate_languages.map((alt) => alt.lang).sort()).toEqual([
      'de-de',
      'en-gb',
      'es-es',
      'fr-fr',
      'it-it',
    ]);
  });

  it('serves the webinar page in every language', async () => {
    const pages = await client.getAllByType('webinar', { lang: '*' });
    expect(pages).toHaveLength(6);
  });

  it('answers a malformed query with a 400, never a 500', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/content/v2/documents/search?q=nonsense',
    });
    expect(response.statusCode).toBe(400);
  });
});
