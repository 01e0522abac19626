import { afterEach, describe, expect, it } from 'vitest';
import {
  type Handler,
  type RecordedRequest,
  startTestServer,
  type TestServer,
} from '../test/http-test-server';
import { createContentClient } from './content-client';
import { ContentError } from './content-errors';

const MASTER_REF = 'master-ref-1';

const repository = {
  refs: [{ id: 'master', ref: MASTER_REF, label: 'Master', isMasterRef: true }],
  bookmarks: {},
  languages: [{ id: 'fr-fr', name: 'French - France' }],
  types: { faq: 'FAQ' },
  tags: [],
  forms: {},
  integrationFieldsRef: null,
};

function doc(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    uid: id,
    url: null,
    type: 'faq',
    href: '',
    tags: [],
    first_publication_date: '2025-01-01T00:00:00+0000',
    last_publication_date: '2025-01-01T00:00:00+0000',
    slugs: [],
    linked_documents: [],
    lang: 'fr-fr',
    alternate_languages: [],
    data: {},
    ...extra,
  };
}

/** A documents-search page the way the content API shapes it. */
function page(request: RecordedRequest, serverUrl: string, totalPages: number, perPage = 2) {
  const pageNumber = Number(request.query.get('page') ?? '1');
  const next = new URL(`${serverUrl}${request.path}`);
  next.searchParams.set('page', String(pageNumber + 1));
  return {
    page: pageNumber,
    results_per_page: perPage,
    results_size: perPage,
    total_results_size: perPage * totalPages,
    total_pages: totalPages,
    next_page: pageNumber < totalPages ? next.toString() : null,
    prev_page: null,
    results: Array.from({ length: perPage }, (_, i) => doc(`p${pageNumber}-${i}`)),
  };
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Starts a fake content API; `search` answers documents searches, the repository is served. */
async function fakeContentApi(
  search: (request: RecordedRequest, url: string) => ReturnType<Handler>,
) {
  let url = '';
  server = await startTestServer((request) => {
    if (request.path === '/api/v2') return { json: repository };
    if (request.path === '/api/v2/documents/search') return search(request, url);
    return { status: 404, text: 'Not Found' };
  });
  url = server.url;
  return { server, endpoint: `${url}/api/v2` };
}

const searches = (s: TestServer) => s.requests.filter((r) => r.path.endsWith('/documents/search'));

async function rejection(promise: Promise<unknown>): Promise<ContentError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ContentError);
  return error as ContentError;
}

describe('SPEC 7 content service: repository endpoint, documents search and its parameters', () => {
  it('queries the master ref with page size 100, language, access token and filters', async () => {
    const { server, endpoint } = await fakeContentApi((request, url) => ({
      json: page(request, url, 1),
    }));
    const client = createContentClient({ endpoint, accessToken: 'content-token', lang: 'fr-fr' });
    const result = await client.get({ filters: ['[at(document.type, "faq")]'] });
    expect(result.results).toHaveLength(2);
    const [search] = searches(server);
    expect(search?.query.get('ref')).toBe(MASTER_REF);
    expect(search?.query.get('pageSize')).toBe('100');
    expect(search?.query.get('lang')).toBe('fr-fr');
    expect(search?.query.get('access_token')).toBe('content-token');
    expect(search?.query.get('q')).toContain('document.type');
  });

  it('caches the repository answer between queries (5 s)', async () => {
    const { server, endpoint } = await fakeContentApi((request, url) => ({
      json: page(request, url, 1),
    }));
    const client = createContentClient({ endpoint });
    await client.get();
    await client.get({ page: 1, pageSize: 5 });
    expect(server.requests.filter((r) => r.path === '/api/v2')).toHaveLength(1);
    expect(searches(server)).toHaveLength(2);
  });
});

describe('SPEC 7 content service: fetching all pages waits 500 ms between pages', () => {
  it('getAll walks every page', async () => {
    const { server, endpoint } = await fakeContentApi((request, url) => ({
      json: page(request, url, 3),
    }));
    const client = createContentClient({ endpoint });
    const documents = await client.getAll();
    expect(documents.map((d) => d.id)).toEqual(['p1-0', 'p1-1', 'p2-0', 'p2-1', 'p3-0', 'p3-1']);
    const pages = searches(server);
    expect(pages.map((r) => r.query.get('page') ?? '1')).toEqual(['1', '2', '3']);
    expect(pages.every((r) => r.query.get('pageSize') === '100')).toBe(true);
    const [first, second] = pages;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(450);
  });
});

describe('SPEC 7 content service: on 429 retry after the retry-after header (default 1000 ms)', () => {
  it('retries after the retry-after seconds', async () => {
    let calls = 0;
    const { server, endpoint } = await fakeContentApi((request, url) => {
      calls += 1;
      if (calls === 1) return { status: 429, headers: { 'retry-after': '0.05' }, text: '' };
      return { json: page(request, url, 1) };
    });
    const result = await createContentClient({ endpoint }).get();
    expect(result.results).toHaveLength(2);
    const [limited, retried] = searches(server);
    expect(searches(server)).toHaveLength(2);
    expect((retried?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(40);
  });

  it('waits the default when the header is missing', async () => {
    let calls = 0;
    const { server, endpoint } = await fakeContentApi((request, url) => {
      calls += 1;
      if (calls === 1) return { status: 429, text: '' };
      return { json: page(request, url, 1) };
    });
    await createContentClient({ endpoint, defaultRetryAfterMs: 80 }).get();
    const [limited, retried] = searches(server);
    expect((retried?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(70);
  });
});

describe('SPEC 8 content service errors', () => {
  it('404 (not JSON) on the repository endpoint is repository not found', async () => {
    server = await startTestServer(() => ({ status: 404, text: 'Not Found' }));
    const client = createContentClient({ endpoint: `${server.url}/api/v2` });
    const error = await rejection(client.get());
    expect(error.code).toBe('repository_not_found');
    expect(error.name).toBe('ContentRepositoryNotFoundError');
  });

  it.each([
    [400, { type: 'parsing-error', message: 'bad query' }, 'bad_request'],
    [401, { message: 'token missing' }, 'authorization'],
    [403, { error: 'forbidden' }, 'authorization'],
    [404, 'Not Found', 'repository_not_found'],
    [500, 'boom', 'invalid_response'],
  ] as const)('a documents search answering %i is %s', async (status, body, code) => {
    const { endpoint } = await fakeContentApi(() =>
      typeof body === 'string' ? { status, text: body } : { status, json: body },
    );
    const error = await rejection(createContentClient({ endpoint }).get());
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
  });

  it('a document the service reports as missing is not found', async () => {
    const { endpoint } = await fakeContentApi((request, url) => ({
      json: { ...page(request, url, 1), results: [] },
    }));
    const error = await rejection(createContentClient({ endpoint }).getByUID('faq', 'missing'));
    expect(error.code).toBe('not_found');
  });
});

describe('SPEC 7 content service: documentId and token resolve preview URLs', () => {
  it('queries the document with the preview ref and returns its URL', async () => {
    const { server, endpoint } = await fakeContentApi((request, url) => ({
      json: { ...page(request, url, 1), results: [doc('faq-1', { url: '/faq/shipping' })] },
    }));
    const client = createContentClient({ endpoint });
    const url = await client.resolvePreviewUrl({
      documentId: 'faq-1',
      previewToken: 'preview-ref',
      defaultUrl: '/',
    });
    expect(url).toBe('/faq/shipping');
    const [search] = searches(server);
    expect(search?.query.get('ref')).toBe('preview-ref');
    expect(search?.query.get('q')).toContain('faq-1');
  });
});
