/** Prints the bench's result per tool: rows, bounds, estimated, charged at create, final, unknown share. */
export function printTable(rows, estimate, results) {
  const groups = new Map();
  rows.forEach((row, i) => {
    const g = groups.get(row.group) ?? {
      priced: row.priced,
      rows: 0,
      unknown: 0,
      bounds: new Set(),
      est: 0,
      created: 0,
      final: 0,
      failed: 0,
    };
    const credits = estimate.perItem[i];
    g.rows++;
    if (credits === null) g.unknown++;
    else g.bounds.add(estimate.bounds[i]);
    g.est += credits ?? 0;
    const r = results[i];
    if (r.status !== 'complete') g.failed++;
    g.created += r.created ?? 0;
    g.final += r.final ?? 0;
    groups.set(row.group, g);
  });
  const header = [
    'tool',
    'rows',
    'bound',
    'estimated',
    'charged at create',
    'final charge',
    'unknown',
  ];
  const lines = [...groups].map(([name, g]) => [
    name + (g.failed ? ` (${g.failed} failed)` : ''),
    g.rows,
    [...g.bounds].join('/') || '—',
    g.unknown === g.rows ? '—' : g.est,
    g.created,
    g.final,
    `${Math.round((100 * g.unknown) / g.rows)}%`,
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => String(l[c]).length)));
  const fmt = (l) =>
    l
      .map((v, c) => (c === 0 ? String(v).padEnd(widths[c]) : String(v).padStart(widths[c])))
      .join('  ');
  console.log(fmt(header));
  for (const l of lines) console.log(fmt(l));
  const priced = [...groups.values()].filter((g) => g.priced);
  const share = (list) => {
    const n = list.reduce((s, g) => s + g.rows, 0);
    const u = list.reduce((s, g) => s + g.unknown, 0);
    return `${u}/${n} rows (${n ? Math.round((100 * u) / n) : 0}%)`;
  };
  const failed = [...groups.values()].reduce((s, g) => s + g.failed, 0);
  console.log(`\nunknown estimates, tools the docs price: ${share(priced)}`);
  console.log(
    `unknown estimates, tools they do not:    ${share([...groups.values()].filter((g) => !g.priced))}`,
  );
  console.log(
    `estimated total ${estimate.total}, charged at create ${sum(results, 'created')}, final ${sum(results, 'final')}, failed rows ${failed}`,
  );
}

const sum = (results, key) => results.reduce((s, r) => s + (r[key] ?? 0), 0);
