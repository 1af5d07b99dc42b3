// The engine's words come from the shared tokenizer: the build indexes with the same code the worker searches with.
export {
  forEachToken,
  normalizeWord,
  queryTerms,
  tokenize,
  type TextToken,
} from '../../../shared/search-tokenize.ts';
