import { contentFilter, createContentClient } from '@careshop/api-client/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '../../../config/env';

/** A rich-text field of the content service: paragraphs with their text. */
export type RichText = { type: string; text: string }[];

/** An FAQ document: one subject with its questions. */
export interface FaqDocument {
  uid: string | null;
  data: { title?: RichText; questions?: { question?: RichText; answer?: RichText }[] };
}

/** A webinar document. */
export interface WebinarDocument {
  uid: string | null;
  data: Record<string, unknown> & {
    title?: RichText;
    description?: RichText;
    date?: string;
    speaker?: string;
  };
}

const client = () =>
  createContentClient({ endpoint: `${env.VITE_API_URL || window.location.origin}/api/content/v2` });

/** The content language code for an interface language (`fr` → `fr-fr`, `en` → `en-gb`). */
export function contentLanguage(language: string): string {
  return language === 'en' ? 'en-gb' : `${language}-${language}`;
}

/** All documents of one type in one language (SPEC 7 content service). */
export async function getDocuments<T>(type: 'faq' | 'webinar', language: string): Promise<T[]> {
  const documents = await client().getAll({
    filters: [contentFilter.at('document.type', type)],
    lang: contentLanguage(language),
  });
  return documents as unknown as T[];
}

export const contentQueryOptions = <T>(type: 'faq' | 'webinar', language: string) =>
  queryOptions({
    queryKey: ['content', type, language],
    queryFn: () => getDocuments<T>(type, language),
    staleTime: 10 * 60_000,
  });

export function useContent<T>(type: 'faq' | 'webinar', language: string) {
  return useQuery(contentQueryOptions<T>(type, language));
}

/** Plain text of a rich-text field. */
export function plainText(field: RichText | undefined): string {
  return (field ?? []).map((block) => block.text).join('\n');
}
