// The schema of a translation, made from the schema of the file it translates (src/schemas/facts.ts says which
// fields hold words): a translation holds only words, and the site takes every fact from the file of content/.
// Relative imports carry their `.ts` extension: plain Node loads the schemas (src/lib/settings.ts).
import { z } from 'astro/zod';
import { factNoun } from './facts.ts';

/**
 * The schema of a translation of a file that `schema` checks: its fields of words, each as required as there,
 * and no fact (`.strict()`, so a fact written in a translation is refused). An item of a list keeps its `id`:
 * it says which item of the translated list the words belong to. A list takes any number of items here; the
 * content check holds it to the number of the list it translates, in a writer's words.
 */
export function wordsOnly(schema: z.ZodType): z.ZodType {
  return wordsOf(schema) ?? z.object({}).strict();
}

/** The words part of `schema`, or undefined when it checks a fact. */
function wordsOf(schema: z.ZodType): z.ZodType | undefined {
  if (factNoun(schema)) return undefined;
  const def = (schema as unknown as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return wordsOf(def.innerType as z.ZodType)?.optional();
    case 'nullable':
      return wordsOf(def.innerType as z.ZodType)?.nullable();
    case 'array': {
      const element = wordsOf(def.element as z.ZodType);
      return element && z.array(element);
    }
    case 'record': {
      const value = wordsOf(def.valueType as z.ZodType);
      return value && z.record(def.keyType as z.ZodString, value);
    }
    case 'object': {
      const fields = Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
        const words = key === 'id' ? field : wordsOf(field);
        return words ? [[key, words] as const] : [];
      });
      return z.object(Object.fromEntries(fields)).strict();
    }
    default:
      return schema;
  }
}
