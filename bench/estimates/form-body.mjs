/**
 * A valid request for any tool from the catalog's form: each field's form default (or the
 * service's), a short text for required texts and prompts, and the bench's uploaded files for
 * required or primary file inputs.
 */
export function formBody(core, op, files) {
  const params = {};
  for (const f of core.describeFields(op)) {
    if (f.asset !== undefined) {
      if (!f.required && !f.primary) continue;
      const path = files[f.asset[0] === 'gif' ? 'video' : f.asset[0]];
      core.setPath(params, f.path, f.type === 'string' ? path : [path]);
      continue;
    }
    const text =
      f.type === 'string' && (f.required || /(prompt|topic|content)$/.test(f.path))
        ? 'a cat on a skateboard'
        : undefined;
    const value = f.uiDefault ?? f.default ?? (f.required ? f.example : undefined) ?? text;
    if (value !== undefined) core.setPath(params, f.path, value);
  }
  return params;
}
