import * as z from 'zod';

/** Knowledge-centre options of `startSimulator` (the `knowledge` field). */
export interface KnowledgeOptions {
  /** When set, every v2 request must carry it in `x-api-key`; missing or wrong answers HTTP 401. */
  apiKey?: string;
  /** Results of a search when the request gives no `size`. @default 10 */
  defaultSearchSize?: number;
  /** Suggestions answered at most. @default 5 */
  maxSuggestions?: number;
}

/** The knowledge-centre options with every default filled in. */
export interface ResolvedKnowledgeOptions {
  /** Required key, if any. */
  apiKey: string | undefined;
  /** Results of a search without `size`. */
  defaultSearchSize: number;
  /** Suggestions answered at most. */
  maxSuggestions: number;
}

/** Validates the `knowledge` options. */
export const knowledgeOptionsSchema = z.strictObject({
  apiKey: z.string().min(1).optional(),
  defaultSearchSize: z.int().min(1).max(100).optional(),
  maxSuggestions: z.int().min(1).max(50).optional(),
});

/** Fills in the defaults of the knowledge-centre options. */
export function resolveKnowledgeOptions(options: KnowledgeOptions = {}): ResolvedKnowledgeOptions {
  return {
    apiKey: options.apiKey,
    defaultSearchSize: options.defaultSearchSize ?? 10,
    maxSuggestions: options.maxSuggestions ?? 5,
  };
}
