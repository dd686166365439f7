// Which fields hold words, translated in content/<code>/, and which hold facts, the same in every language and
// written once, in the file of content/. A translation holds only the words; the site lays them over the facts
// of the file it translates (src/lib/overlay-translation.ts), so a price changed in English shows everywhere.
// The rule: a free text (a string without a set form) is words; a number, a yes/no, a name from a fixed list,
// and a text with a set form (a link, an e-mail address, an image path, a colour, an id) is a fact. A text
// that looks free but is the same in every language (the brand name) is marked a fact with `fact()`. Each
// fact has a noun that tells a writer what it is, e.g. `a price`.
import { z } from 'astro/zod';

/** The facts marked in the schemas, each with its noun. */
const marked = z.registry<{ noun: string }>();

/**
 * `schema` marked as a fact, named to a writer by `noun`, e.g. `fact('a price', z.number())`. A copy is marked,
 * so that a schema shared by words (`text`) stays words.
 */
export const fact = <S extends z.ZodType>(noun: string, schema: S): S =>
  (schema.clone() as z.ZodType).register(marked, { noun }) as S;

/** What a fact of no marked kind is called, by its kind. */
const KIND_NOUNS: Record<string, string> = {
  number: 'a number',
  bigint: 'a number',
  boolean: 'a yes/no switch',
  enum: 'a name from a fixed list',
  literal: 'a name from a fixed list',
  string: 'a value written in a set form',
};

/**
 * The noun of the fact `schema` checks, e.g. `a price`, or undefined when it checks words. A list, a group of
 * fields or a choice of forms is a fact when every part of it is one; an optional field is what it wraps.
 */
export function factNoun(schema: z.ZodType): string | undefined {
  const noun = marked.get(schema)?.noun;
  if (noun) return noun;
  const def = (schema as unknown as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return factNoun(def.innerType as z.ZodType);
    case 'pipe':
      return factNoun(def.in as z.ZodType);
    case 'string':
      return 'format' in def || def.checks?.some((check) => check._zod.def.check === 'string_format')
        ? KIND_NOUNS.string
        : undefined;
    case 'array':
      return factNoun(def.element as z.ZodType);
    case 'record':
      return factNoun(def.valueType as z.ZodType);
    case 'union':
      return allFacts(def.options as z.ZodType[]);
    case 'object':
      return allFacts(Object.values(def.shape) as z.ZodType[]);
    default:
      return KIND_NOUNS[def.type];
  }
}

/** The noun of the first of `parts` when every one is a fact; undefined when one holds words. */
function allFacts(parts: z.ZodType[]): string | undefined {
  const nouns = parts.map(factNoun);
  return nouns.length && nouns.every(Boolean) ? nouns[0] : undefined;
}
