/**
 * n8n's copy rules applied to rendered properties (the catalog's text is shared
 * with Zapier, whose rules differ): option and field names in Title Case,
 * one-sentence descriptions without a final period, angle brackets encoded
 * (the editor renders descriptions as HTML), options and collection entries in
 * alphabetical order, colour fields as n8n's `color` type.
 */
import type { INodeProperties, INodePropertyCollection, INodePropertyOptions } from 'n8n-workflow';

const SMALL_WORDS =
  /\b(?:an?d?|a[st]|because|but|by|en|for|i[fn]|neither|nor|o[fnr]|only|over|per|so|some|tha[tn]|the|to|up|upon|vs?\.?|versus|via|when|with|without|yet)\b/i;

/** Title Case as n8n's lint computes it (the `title-case` package's rules). */
export function titleCase(input: string): string {
  return input.replace(/[^\s:–—-]+|./g, (token, index: number) => {
    const manual = /.(?=[A-Z]|\..)/.test(token);
    const small = SMALL_WORDS.test(token) && index !== 0 && index + token.length !== input.length;
    const url =
      input.charAt(index + token.length) === ':' &&
      !/\s/.test(input.charAt(index + token.length + 1));
    return manual || small || url
      ? token
      : token.replace(/[A-Za-z0-9\u00C0-\u00FF]/, (c) => c.toUpperCase());
  });
}

/** A description as n8n writes it: no final period on one sentence, `<` and `>` encoded. */
export function n8nDescription(text: string): string {
  const encoded = text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const single = encoded.replace('e.g.', '').split('. ').length === 1;
  return single && encoded.endsWith('.') && !/\s{2,}/.test(encoded)
    ? encoded.slice(0, -1)
    : encoded;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const byDisplayName = (a: INodeProperties, b: INodeProperties) =>
  a.displayName.localeCompare(b.displayName);

function option(o: INodePropertyOptions): INodePropertyOptions {
  const out = { ...o, name: titleCase(o.name) };
  if (o.description) out.description = n8nDescription(o.description);
  return out;
}

function collection(c: INodePropertyCollection): INodePropertyCollection {
  return { ...c, displayName: titleCase(c.displayName), values: c.values.map(n8nProperty) };
}

/** One property (and what it nests) under n8n's copy rules. */
export function n8nProperty(p: INodeProperties): INodeProperties {
  const out: INodeProperties = { ...p };
  if (p.type !== 'notice') out.displayName = titleCase(p.displayName);
  if (p.description) out.description = n8nDescription(p.description);
  if (p.type === 'string' && /colo(u?)r/i.test(p.name)) out.type = 'color';
  if (p.options && (p.type === 'options' || p.type === 'multiOptions'))
    out.options = (p.options as INodePropertyOptions[]).map(option).sort(byName);
  else if (p.options && p.type === 'collection')
    out.options = (p.options as INodeProperties[]).map(n8nProperty).sort(byDisplayName);
  else if (p.options && p.type === 'fixedCollection')
    out.options = (p.options as INodePropertyCollection[]).map(collection);
  return out;
}

/** Every property under n8n's copy rules. */
export const n8nProperties = (list: INodeProperties[]): INodeProperties[] => list.map(n8nProperty);
