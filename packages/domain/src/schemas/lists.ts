import { z } from 'zod';
import { requiredText, wirePage, wireSearch } from './primitives';

/** A list query: zero-based page and optional search (audit, properties, api-request-log, support, access cards). */
export const listQuerySchema = z.object({
  page: wirePage,
  search: wireSearch,
});

/** What a list call sends. */
export type ListQuery = z.input<typeof listQuerySchema>;

/** An autocomplete query: a non-blank search (spec 001 §5). */
export const autocompleteQuerySchema = z.object({
  search: requiredText('Search'),
});

/** What an autocomplete call sends. */
export type AutocompleteQuery = z.input<typeof autocompleteQuerySchema>;
