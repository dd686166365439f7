// @ts-check
// The one-line explanation of each field, read from the `/** … */` comments in src/schemas/ (zod keeps no
// comments at run time). A comment belongs to a property of an object literal; a field of a zod object takes
// the comment from the largest literal whose properties all belong to that object, which is the literal that
// built it (directly, spread in with `...`, or through `.extend()`) rather than a smaller look-alike.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{ keys: Set<string>, docs: Map<string, string> }} Literal
 * @typedef {{ literals: Literal[], exports: Map<string, string> }} FieldDocs
 */

/**
 * Gives each literal the properties it spreads in from a named literal (`{ ...seo, tags }` holds `title` and
 * `description`, explained where `seo` is written), so that it is the largest literal of the object it builds
 * and no smaller look-alike elsewhere (`{ description, image, imageAlt }`) explains its fields.
 * @param {{ literal: Literal, spreads: string[] }[]} spreading
 * @param {Map<string, Literal>} named
 */
function addSpreads(spreading, named) {
  for (const { literal, spreads } of spreading) {
    for (const name of spreads) {
      const spread = named.get(name);
      if (!spread) continue;
      for (const key of spread.keys) literal.keys.add(key);
      for (const [key, doc] of spread.docs) if (!literal.docs.has(key)) literal.docs.set(key, doc);
    }
  }
}

/** @param {string} comment */
const cleanComment = (comment) =>
  comment
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ');

/**
 * Reads every schema file's comments. Needs the `typescript` package (a dev dependency); without it there
 * are no explanations, and messages simply leave them out.
 * @param {string} root
 * @returns {Promise<FieldDocs>}
 */
export async function readFieldDocs(root) {
  /** @type {FieldDocs} */
  const result = { literals: [], exports: new Map() };
  let ts;
  try {
    ts = (await import('typescript')).default;
  } catch {
    return result;
  }
  /** @type {{ literal: Literal, spreads: string[] }[]} */
  const spreading = [];
  /** @type {Map<string, Literal>} a literal by the name it is assigned to, e.g. `seo` */
  const named = new Map();
  const folder = join(root, 'src/schemas');
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.ts'))) {
    const text = readFileSync(join(folder, name), 'utf8');
    const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
    const docOf = (/** @type {import('typescript').Node} */ node) => {
      const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
      const last = ranges.filter((range) => text.startsWith('/**', range.pos)).at(-1);
      return last ? cleanComment(text.slice(last.pos, last.end)) : undefined;
    };
    const visit = (/** @type {import('typescript').Node} */ node) => {
      if (ts.isObjectLiteralExpression(node)) {
        /** @type {Literal} */
        const literal = { keys: new Set(), docs: new Map() };
        const spreads = [];
        for (const property of node.properties) {
          if (ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression))
            spreads.push(property.expression.text);
          if (!(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property))) continue;
          const key = property.name.getText(source).replace(/^['"]|['"]$/g, '');
          literal.keys.add(key);
          const doc = docOf(property);
          if (doc) literal.docs.set(key, doc);
        }
        // `{ tagline: true }` is the mask of a `.pick()` or `.omit()`, not the literal that builds an object.
        const isMask = node.properties.every(
          (property) => ts.isPropertyAssignment(property) && property.initializer.kind === ts.SyntaxKind.TrueKeyword,
        );
        if ((literal.keys.size || spreads.length) && !isMask) result.literals.push(literal);
        if (spreads.length) spreading.push({ literal, spreads });
        if (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name))
          named.set(node.parent.name.text, literal);
      }
      if (
        ts.isVariableStatement(node) &&
        node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      ) {
        const doc = docOf(node);
        for (const declaration of node.declarationList.declarations) {
          if (doc && ts.isIdentifier(declaration.name)) result.exports.set(declaration.name.text, doc);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  addSpreads(spreading, named);
  return result;
}

/**
 * The explanation of field `key` of a zod object with the fields `objectKeys`; undefined when the largest
 * literals that fit (or, for a picked object, the smallest that hold its fields) disagree (e.g. two `{ title, text }` objects explained differently, or one not at all).
 * @param {FieldDocs} docs
 * @param {Iterable<string>} objectKeys
 * @param {string} key
 */
export function fieldDoc(docs, objectKeys, key) {
  const keys = new Set(objectKeys);
  const fitting = docs.literals.filter(
    (literal) => literal.keys.has(key) && [...literal.keys].every((name) => keys.has(name)),
  );
  // An object made with `.pick()` has fewer fields than the literal that built it: the smallest that holds them all.
  const holding = fitting.length
    ? []
    : docs.literals.filter((literal) => [...keys].every((name) => literal.keys.has(name)) && literal.keys.has(key));
  const size = fitting.length
    ? Math.max(...fitting.map((literal) => literal.keys.size))
    : Math.min(...holding.map((literal) => literal.keys.size));
  const found = new Set(
    [...fitting, ...holding].filter((literal) => literal.keys.size === size).map((literal) => literal.docs.get(key)),
  );
  return found.size === 1 ? [...found][0] : undefined;
}
