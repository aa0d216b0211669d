import { z } from 'zod';
import { wirePage, wireSearch } from './primitives';

/** A list query: zero-based page and optional search (audit, properties, api-request-log, support, access cards). */
export const listQuerySchema = z.object({
  page: wirePage,
  search: wireSearch,
});

/** What a list call sends. */
export type ListQuery = z.input<typeof listQuerySchema>;

/** An autocomplete query: a non-blank search (spec 001 §5). */
export const autocompleteQuerySchema = z.object({
  search: z.string().trim().min(1, { error: 'Search is required' }),
});

/** What an autocomplete call sends. */
export type AutocompleteQuery = z.input<typeof autocompleteQuerySchema>;
