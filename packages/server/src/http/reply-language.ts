import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import { setMessageLanguage, type Language } from '@strata/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * The server speaks the language the request asks for (Accept-Language, en or ms): every message
 * is said by its catalog id (@strata/domain's MESSAGES) in the language of the request being
 * answered, which lives in request-scoped storage (@fastify/request-context). Outside a request
 * (start-up, background work) the server speaks English.
 */

declare module '@fastify/request-context' {
  interface RequestContextData {
    language: Language;
  }
}

/**
 * Whether an Accept-Language header prefers Malay to English: the first of `ms`/`en` by quality
 * (then by order) wins; without either, English.
 */
export function prefersMalay(header: string | readonly string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { language: Language; quality: number } | undefined;
  for (const part of String(value).split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const language = tag.split('-')[0];
    if (language !== 'ms' && language !== 'en') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language === 'ms';
}

/** The language a request asks for. */
export function languageOf(header: string | readonly string[] | undefined): Language {
  return prefersMalay(header) ? 'ms' : 'en';
}

/**
 * The language a request asks for: a link opened outside the client (a statement PDF in a new
 * window) carries the interface's language as `?lang=`, since the browser's own Accept-Language
 * need not be the one chosen in the app; a call says it in Accept-Language.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  if (lang === 'ms' || lang === 'en') return lang;
  return languageOf(request.headers['accept-language']);
}

/** The language of the request being answered (English outside a request). */
export function replyLanguage(): Language {
  return requestContext.get('language') ?? 'en';
}

setMessageLanguage(replyLanguage);

/** Registers the request-scoped language first, so every later hook and handler speaks it. */
export async function registerReplyLanguage(app: FastifyInstance) {
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => ({ language: requestLanguage(request) }),
  });
}
