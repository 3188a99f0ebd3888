'use strict';
// The playground: one person at a time talks to the bot through the fake Discord's JSON API.

const view = { data: null, user: null, channel: null, suggestions: [], selected: -1, suggestSeq: 0 };
const $ = (id) => document.getElementById(id);

async function api(path, body) {
  const init = body === undefined ? {} : {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body)
  };
  const response = await fetch('/playground/' + path, init);
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(json.message || response.statusText);
  return json;
}

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  for (const child of children) if (child != null) node.append(child);
  return node;
}

function knownChannel(id) {
  if (!view.data) return false;
  return view.data.guilds.some(g => g.channels.some(c => c.id === id)) || view.data.dms.some(d => d.id === id)
    || view.data.privates.some(p => p.id === id);
}

// What mentions in a message resolve to: the people, channels and roles the page knows, and the users the
// message itself says it mentions.
function mentionNames(message) {
  const users = new Map([[view.data.bot.id, view.data.bot.name]]);
  for (const u of view.data.users) users.set(u.id, u.name);
  for (const u of (message && message.mentions) || []) users.set(u.id, u.global_name || u.username);
  const channels = new Map();
  const roles = new Map();
  for (const g of view.data.guilds) {
    for (const c of g.channels) channels.set(c.id, c.name);
    for (const r of g.roles) roles.set(r.id, r.name);
  }
  const find = (map) => (id) => map.has(id) ? map.get(id) : null;
  return { user: find(users), channel: find(channels), role: find(roles), openChannel };
}

function openChannel(id) {
  view.channel = id;
  renderSidebar();
  loadMessages();
}

async function loadState() {
  view.data = await api('state');
  if (!view.data.users.some(u => u.id === view.user)) view.user = view.data.users.length ? view.data.users[0].id : null;
  if (!knownChannel(view.channel)) view.channel = view.data.guilds[0].channels.find(c => c.kind === 'text').id;
  renderSidebar();
}

function renderSidebar() {
  $('guild-name').textContent = view.data.guilds[0].name;
  const select = $('user-select');
  select.replaceChildren(...view.data.users.map(u => el('option', { value: u.id, textContent: u.name })));
  select.value = view.user || '';
  const channelItem = (channel, label, cls) => {
    const item = el('li', { textContent: label, className: cls + (channel.id === view.channel ? ' active' : '') });
    item.dataset.channel = channel.id;
    item.addEventListener('click', () => openChannel(channel.id));
    return item;
  };
  const items = [];
  for (const guild of view.data.guilds) {
    for (const channel of guild.channels.filter(c => c.kind === 'text')) {
      items.push(channelItem(channel, '# ' + channel.name, 'channel'));
      for (const thread of guild.channels.filter(c => c.kind === 'thread' && c.parent === channel.id)) {
        items.push(channelItem(thread, '↳ ' + thread.name, 'thread'));
      }
    }
  }
  $('channels').replaceChildren(...items);
  $('dms').replaceChildren(...view.data.dms.filter(d => d.user === view.user)
    .map(d => channelItem(d, '@ ' + view.data.bot.name, 'dm'))
    .concat(view.data.privates.filter(p => p.members.includes(view.user))
      .map(p => channelItem(p, '👥 ' + p.name, 'dm'))));
  const current = view.data.dms.find(d => d.id === view.channel);
  const group = view.data.privates.find(p => p.id === view.channel);
  $('channel-title').textContent = group ? '👥 ' + group.name : current ? '@ ' + view.data.bot.name
    : '#' + (mentionNames().channel(view.channel) || '') + (view.user ? '' : ' — add a user to start');
}

async function loadMessages() {
  if (!view.user) { $('messages').replaceChildren(); return; }
  const box = $('messages');
  const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
  const messages = await api(`messages?user=${view.user}&channel=${view.channel}`);
  box.replaceChildren(...messages.map(m => renderMessage(m, mentionNames(m))));
  if (atBottom) box.scrollTop = box.scrollHeight;
}

function renderMessage(m, names) {
  const node = el('div', { className: 'message' + (m.ephemeral ? ' ephemeral' : '') });
  node.dataset.id = m.id;
  if (m.invoked) {
    const verb = m.invoked.kind === 'command' ? 'used /' + m.invoked.name : 'used a component';
    node.append(el('div', { className: 'invoked', textContent: m.invoked.user + ' ' + verb }));
  }
  node.append(el('div', {},
    el('span', { className: 'author', textContent: m.author.global_name || m.author.username }),
    m.author.bot ? el('span', { className: 'bot-tag', textContent: 'BOT' }) : null,
    el('span', { className: 'time', textContent: new Date(m.timestamp).toLocaleTimeString()
      + (m.edited_timestamp ? ' (edited)' : '') })));
  if (m.loading) node.append(el('div', { className: 'note', textContent: m.author.username + ' is thinking…' }));
  if (m.content) node.append(el('div', { className: 'content' }, Markup.render(m.content, names)));
  const embedded = new Set();
  for (const embed of m.embeds) node.append(renderEmbed(embed, names, embedded));
  for (const file of m.attachments) {
    if (embedded.has(file.url)) continue;
    node.append(file.content_type && file.content_type.startsWith('image/')
      ? el('div', { className: 'attachment' }, el('img', { src: file.url, alt: file.filename }))
      : el('div', { className: 'attachment' }, el('a', { href: file.url, textContent: file.filename })));
  }
  for (const component of m.components) node.append(renderComponent(component, m, names));
  if (m.reactions) {
    node.append(el('div', { className: 'reactions' },
      ...m.reactions.map(r => el('span', { textContent: r.emoji.name + ' ' + r.count }))));
  }
  if (m.ephemeral) node.append(el('div', { className: 'note', textContent: 'Only you can see this' }));
  return node;
}

function renderEmbed(embed, names, embedded) {
  const box = el('div', { className: 'embed' });
  if (embed.color != null) box.style.borderLeftColor = '#' + embed.color.toString(16).padStart(6, '0');
  if (embed.title) {
    box.append(el('div', { className: 'embed-title' }, Markup.render(embed.title, names, { inline: true })));
  }
  if (embed.description) box.append(el('div', { className: 'content' }, Markup.render(embed.description, names)));
  for (const field of embed.fields || []) {
    box.append(el('div', { className: 'embed-field' },
      el('b', {}, Markup.render(field.name, names, { inline: true })),
      el('div', { className: 'content' }, Markup.render(field.value, names))));
  }
  if (embed.image && embed.image.url) {
    embedded.add(embed.image.url);
    box.append(el('img', { src: embed.image.url, alt: embed.title || 'image' }));
  }
  if (embed.footer && embed.footer.text) box.append(el('div', { className: 'note', textContent: embed.footer.text }));
  return box;
}

function renderComponent(component, message, names) {
  switch (component.type) {
    case 1: return el('div', { className: 'row' }, ...component.components.map(c => renderComponent(c, message, names)));
    case 2: {
      if (component.style === 5) return el('a', { href: component.url, textContent: component.label, target: '_blank' });
      const button = el('button', { className: 'style-' + component.style, textContent: component.label || '',
        disabled: !!component.disabled, type: 'button' });
      button.dataset.customId = component.custom_id;
      button.addEventListener('click', () => act('click', { message: message.id, customId: component.custom_id }));
      return button;
    }
    case 3: {
      const select = el('select', { disabled: !!component.disabled },
        el('option', { value: '', textContent: component.placeholder || 'Make a selection', disabled: true, selected: true }),
        ...component.options.map(o => el('option', { value: o.value, textContent: o.label })));
      select.dataset.customId = component.custom_id;
      select.addEventListener('change', () =>
        act('select', { message: message.id, customId: component.custom_id, values: [select.value] }));
      return el('div', { className: 'row' }, select);
    }
    case 10: return el('div', { className: 'content' }, Markup.render(component.content, names));
    default: return el('div', { className: 'row' },
      ...(component.components || []).map(c => renderComponent(c, message, names)),
      component.accessory ? renderComponent(component.accessory, message, names) : null);
  }
}

async function act(path, body) {
  showError(null);
  try {
    return await api(path, Object.assign({ user: view.user, channel: view.channel }, body));
  } catch (error) {
    showError(error.message);
    return null;
  }
}

function showError(text) {
  $('error').hidden = !text;
  $('error').textContent = text || '';
}

async function suggest() {
  const text = $('input').value;
  const seq = ++view.suggestSeq;
  if (!text.startsWith('/') || !view.user) return renderSuggestions([]);
  try {
    const result = await api('suggest', { user: view.user, channel: view.channel, text });
    if (seq === view.suggestSeq) renderSuggestions(result.suggestions);
  } catch (error) {
    if (seq === view.suggestSeq) { renderSuggestions([]); showError(error.message); }
  }
}

function renderSuggestions(list) {
  view.suggestions = list;
  view.selected = list.length ? 0 : -1;
  const box = $('suggestions');
  box.hidden = list.length === 0;
  box.replaceChildren(...list.map((s, i) => {
    const item = el('li', { className: i === view.selected ? 'selected' : '' },
      el('span', { textContent: s.label }), el('span', { className: 'detail', textContent: s.detail }));
    item.addEventListener('mousedown', (event) => { event.preventDefault(); applySuggestion(i); });
    return item;
  }));
}

function applySuggestion(index) {
  $('input').value = view.suggestions[index].text;
  $('input').focus();
  suggest();
}

$('input').addEventListener('input', () => { showError(null); suggest(); });
$('input').addEventListener('keydown', (event) => {
  const open = !$('suggestions').hidden;
  if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
    event.preventDefault();
    const n = view.suggestions.length;
    view.selected = (view.selected + (event.key === 'ArrowDown' ? 1 : n - 1)) % n;
    [...$('suggestions').children].forEach((li, i) => li.classList.toggle('selected', i === view.selected));
  } else if (open && event.key === 'Tab' && view.selected >= 0) {
    event.preventDefault();
    applySuggestion(view.selected);
  } else if (event.key === 'Escape') {
    renderSuggestions([]);
  }
});
$('send').addEventListener('submit', async (event) => {
  event.preventDefault();
  const text = $('input').value.trim();
  if (!text || !view.user) return;
  const done = await act(text.startsWith('/') ? 'command' : 'say', { text });
  if (done) { $('input').value = ''; renderSuggestions([]); }
});
$('user-select').addEventListener('change', () => {
  view.user = $('user-select').value;
  renderSidebar();
  loadMessages();
});
$('add-user').addEventListener('submit', async (event) => {
  event.preventDefault();
  try {
    const user = await api('users', { name: $('new-user').value });
    $('new-user').value = '';
    view.user = user.id;
    await loadState();
    await loadMessages();
  } catch (error) {
    showError(error.message);
  }
});

const events = new EventSource('/playground/events');
events.addEventListener('change', async (event) => {
  if (event.data === '0' || !knownChannel(event.data)) await loadState();
  if (event.data === view.channel) await loadMessages();
});

loadState().then(loadMessages);
setInterval(() => Markup.refresh($('messages')), 1000);
