/**
 * The setup page's tables of recent events and deliveries, rendered from the relay's answers;
 * on narrow screens each cell shows its column's name beside the value.
 */
/* global document, CSS */

const $ = (id) => document.getElementById(id);

/** A time as this browser shows it; empty for none. */
export const when = (iso) => (iso ? new Date(iso).toLocaleString() : '');

/** A cell labelled with its column's header (shown beside the value on narrow screens). */
function cell(row, text) {
  const td = document.createElement('td');
  td.textContent = text;
  const header = row.closest('table')?.tHead?.rows[0]?.cells[row.cells.length];
  td.dataset.label = header?.textContent?.trim() ?? '';
  row.append(td);
  return td;
}

/** Fills the events table (`GET /v1/events` data). */
export function renderEvents(events) {
  const body = $('events').tBodies[0];
  body.replaceChildren();
  for (const e of events) {
    const tr = body.insertRow();
    cell(tr, e.type);
    cell(tr, e.data?.id ?? '');
    cell(tr, when(e.timestamp));
  }
  $('events-empty').hidden = events.length > 0;
}

const STATUS_WORDS = { delivered: 'delivered', pending: 'pending', failed: 'failed' };

/** Fills the deliveries table; a failed one gets a Replay button calling `onReplay(id, type)`. */
export function renderDeliveries(deliveries, onReplay) {
  const focused = document.activeElement?.dataset?.delivery;
  const body = $('deliveries').tBodies[0];
  body.replaceChildren();
  for (const d of deliveries) {
    const tr = body.insertRow();
    tr.dataset.delivery = d.id;
    cell(tr, d.event_type);
    const status = cell(tr, STATUS_WORDS[d.status] ?? d.status);
    status.className = `status status-${d.status}`;
    if (d.status === 'pending' && d.next_attempt_at)
      status.title = `Next attempt ${when(d.next_attempt_at)}`;
    cell(tr, String(d.attempts));
    cell(tr, d.last_status ? `HTTP ${d.last_status}` : (d.last_error ?? ''));
    cell(tr, when(d.updated_at));
    const action = cell(tr, '');
    if (d.status === 'failed') {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'secondary';
      button.textContent = 'Replay';
      button.dataset.delivery = d.id;
      button.setAttribute('aria-label', `Replay the ${d.event_type} delivery`);
      button.addEventListener('click', () => onReplay(d.id, d.event_type));
      action.append(button);
    }
  }
  $('deliveries-empty').hidden = deliveries.length > 0;
  if (focused) body.querySelector(`button[data-delivery="${CSS.escape(focused)}"]`)?.focus();
}
