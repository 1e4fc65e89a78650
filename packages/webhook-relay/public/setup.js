/**
 * The relay's setup and deliveries page: connects with the service API key (kept in this tab's
 * sessionStorage only), shows the inbound URL, stores the signing secret, polls whether events
 * arrive, lists recent events and deliveries, and replays failed deliveries. No framework.
 */
/* global document */
import { api as call } from './api.js';
import { renderDeliveries, renderEvents, when } from './lists.js';

const KEY_SLOT = 'genservice-relay.api-key';
const POLL_MS = 3000;

const $ = (id) => document.getElementById(id);
let apiKey = sessionStorage.getItem(KEY_SLOT) ?? '';
let pollTimer;
let wasReceiving = false;

const api = (method, path, body) => call(apiKey, method, path, body);

function say(text) {
  $('notice').textContent = text;
}

function problem(error) {
  const box = $('problem');
  delete box.dataset.from;
  box.textContent = error ? error.message : '';
  box.hidden = !error;
}

function showTenant(t) {
  $('inbound').hidden = false;
  $('secret').hidden = false;
  $('activity').hidden = false;
  $('forget').hidden = false;
  $('inbound-url').value = t.inbound_url;
  $('secret-state').textContent = t.inbound_secret_set ? 'saved' : 'not saved yet';
  $('receiving').textContent = t.receiving ? 'yes' : 'no';
  $('receiving').dataset.receiving = String(Boolean(t.receiving));
  $('last-event').textContent = t.last_event_at ? when(t.last_event_at) : 'none yet';
  $('receiving-help').textContent = t.receiving
    ? 'Signed events arrive. Your triggers receive them.'
    : t.inbound_secret_set
      ? 'Waiting for the first signed event. Start a job at the service, or send a test event from the dashboard.'
      : 'Paste the signing secret above; events are checked with it.';
  if (t.receiving && !wasReceiving) say('Receiving events: the first signed event arrived.');
  wasReceiving = Boolean(t.receiving);
}

async function connect() {
  problem();
  $('connect-button').disabled = true;
  say('Checking the key with the service…');
  try {
    const tenant = await api('POST', '/v1/tenants');
    sessionStorage.setItem(KEY_SLOT, apiKey);
    showTenant(tenant);
    say('Connected. Copy your inbound URL into the service’s dashboard.');
    await refreshLists();
    schedulePoll(POLL_MS);
  } catch (error) {
    say('');
    problem(error);
    if (error.status === 401) forget(false);
  } finally {
    $('connect-button').disabled = false;
  }
}

function forget(announce = true) {
  clearTimeout(pollTimer);
  apiKey = '';
  sessionStorage.removeItem(KEY_SLOT);
  wasReceiving = false;
  for (const id of ['inbound', 'secret', 'activity', 'forget']) $(id).hidden = true;
  $('api-key').value = '';
  if (announce) {
    problem();
    say('The key was removed from this tab.');
    $('api-key').focus();
  }
}

function schedulePoll(ms) {
  clearTimeout(pollTimer);
  pollTimer = setTimeout(poll, ms);
}

async function poll() {
  if (!apiKey) return;
  try {
    showTenant(await api('GET', '/v1/tenants/me'));
    await refreshLists();
    if ($('problem').dataset.from === 'poll') problem();
    schedulePoll(POLL_MS);
  } catch (error) {
    problem(error);
    $('problem').dataset.from = 'poll';
    if (error.status === 401) return forget(false);
    schedulePoll(error.retryAfter ? error.retryAfter * 1000 : POLL_MS * 3);
  }
}

async function refreshLists() {
  const [events, deliveries] = await Promise.all([
    api('GET', '/v1/events?limit=20'),
    api('GET', '/v1/deliveries?limit=50'),
  ]);
  renderEvents(events.data ?? []);
  renderDeliveries(deliveries.data ?? [], replay);
}

async function replay(id, type) {
  problem();
  try {
    await api('POST', `/v1/deliveries/${encodeURIComponent(id)}/replay`);
    say(`The ${type} delivery is being sent again.`);
    await refreshLists();
    $('refresh').focus();
  } catch (error) {
    problem(error);
  }
}

async function saveSecret() {
  problem();
  const secret = $('signing-secret').value.trim();
  if (!secret) {
    problem(new Error('Paste the signing secret the dashboard shows for your endpoint.'));
    return $('signing-secret').focus();
  }
  $('secret-button').disabled = true;
  try {
    showTenant(await api('PUT', '/v1/tenants/me/inbound-secret', { secret }));
    $('signing-secret').value = '';
    say('Signing secret saved. Waiting for the first signed event.');
  } catch (error) {
    problem(error);
  } finally {
    $('secret-button').disabled = false;
  }
}

async function copyUrl() {
  const field = $('inbound-url');
  try {
    await navigator.clipboard.writeText(field.value);
  } catch {
    field.select();
    document.execCommand('copy');
  }
  say('Inbound URL copied.');
}

$('connect-form').addEventListener('submit', (event) => {
  event.preventDefault();
  apiKey = $('api-key').value.trim();
  if (!apiKey) {
    problem(new Error('Enter your service API key.'));
    return $('api-key').focus();
  }
  void connect();
});
$('secret-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void saveSecret();
});
$('forget').addEventListener('click', () => forget());
$('copy').addEventListener('click', () => void copyUrl());
$('refresh').addEventListener('click', () => void poll());
if (apiKey) void connect();
