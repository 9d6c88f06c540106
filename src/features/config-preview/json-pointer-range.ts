/**
 * Where a JSON Pointer (an issue's `path`, D10) lies in a bundle's text, read from the Lezer JSON
 * syntax tree CodeMirror's JSON mode builds, so schema and lint messages are drawn at their place
 * in the editor. A pointer to a member that is missing (a required property) points at the deepest
 * part that exists. Pure: text in, offsets out.
 */
import { jsonLanguage } from '@codemirror/lang-json';

import { pointerTokens } from '../../../rules/index.ts';

type Tree = ReturnType<typeof jsonLanguage.parser.parse>;
type Node = Tree['topNode'];

export interface TextRange {
  from: number;
  to: number;
}

const PUNCTUATION = new Set(['{', '}', '[', ']', ',', ':', 'PropertyName', '⚠', 'LineComment', 'BlockComment']);

function valuesOf(node: Node): Node[] {
  const out: Node[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (!PUNCTUATION.has(child.name)) out.push(child);
  return out;
}

function propertyName(text: string, property: Node): string | undefined {
  const name = property.getChild('PropertyName');
  if (!name) return undefined;
  try {
    return JSON.parse(text.slice(name.from, name.to)) as string;
  } catch {
    return undefined;
  }
}

/** A member's value node inside a Property. */
const valueOfProperty = (property: Node): Node | undefined => valuesOf(property)[0];

/** An object or array is marked at its opening bracket (or its name), not over all its lines. */
function markOf(node: Node, property?: Node): TextRange {
  const compound = node.name === 'Object' || node.name === 'Array';
  if (property) {
    const name = property.getChild('PropertyName');
    if (compound && name) return { from: name.from, to: name.to };
    return { from: property.from, to: property.to };
  }
  return compound ? { from: node.from, to: Math.min(node.to, node.from + 1) } : { from: node.from, to: node.to };
}

/**
 * The text range of the value a pointer names, or of its deepest existing ancestor.
 *
 * @example pointerRange('{"a": [1, 2]}', '/a/1') // { from: 10, to: 11 }
 */
export function pointerRange(text: string, pointer: string): TextRange {
  const tree = jsonLanguage.parser.parse(text);
  let node: Node | undefined = valuesOf(tree.topNode)[0];
  if (!node) return { from: 0, to: Math.min(text.length, 1) };
  let property: Node | undefined;
  for (const token of pointerTokens(pointer === '/' ? '' : pointer)) {
    let next: Node | undefined;
    let nextProperty: Node | undefined;
    if (node.name === 'Object') {
      nextProperty = node.getChildren('Property').find((p) => propertyName(text, p) === token);
      next = nextProperty && valueOfProperty(nextProperty);
    } else if (node.name === 'Array' && /^\d+$/.test(token)) {
      next = valuesOf(node)[Number(token)];
    }
    if (!next) break;
    node = next;
    property = nextProperty;
  }
  return markOf(node, property);
}
