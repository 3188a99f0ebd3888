'use strict';
// Discord's message markup drawn the way Discord's client draws it. Everything is built as DOM nodes with
// text nodes for the words, never parsed as HTML, so nothing a person types can become markup of the page.
//
// Markup.render(text, names, options) returns a DocumentFragment. names resolves ids to what Discord shows:
// { user(id), role(id), channel(id) } each return a name or null, and openChannel(id) follows a channel link.
// options.inline limits the text to inline markup without links, as in embed titles and field names.
// Markup.refresh(root) redraws relative timestamps (<t:…:R>), which the page calls as time passes.
const Markup = (() => {
  // A span or line of text that may hold nested markup, escapes allowed inside.
  const SPAN = String.raw`((?:\\[\s\S]|[^\\])+?)`;
  const ADDRESS = String.raw`https?:\/\/[^\s<>]*[^\s<>.,:;"'\])]`;

  // Tried in order at each position; block rules only where a line starts. Each build returns a node, or
  // null to let the next rule (finally plain text) have the input.
  const RULES = [
    { re: /```(?:([a-z0-9_+\-.#]+?)\n)?\n*([^\n][\s\S]*?)\n*```\n?/iy, endsLine: true, notInline: true,
      build: (m) => {
        const code = el('code', m[2]);
        if (m[1]) code.dataset.language = m[1].toLowerCase();
        return el('pre', code);
      } },
    { re: /(?:>>> ([\s\S]*)|> ([^\n]*(?:\n> [^\n]*)*)\n?)/y, block: true, notIn: 'quote',
      build: (m, c) => el('blockquote', c.parse(m[1] !== undefined ? m[1] : m[2].replace(/\n> /g, '\n'),
        { quote: true, lineStart: true })) },
    { re: /(#{1,3}) +(?=\S)([^\n]+)\n?/y, block: true,
      build: (m, c) => el('h' + m[1].length, c.parse(m[2])) },
    { re: /-# +(?=\S)([^\n]+)\n?/y, block: true,
      build: (m, c) => el('small', c.parse(m[1]), { className: 'subtext' }) },
    { re: /(?: *(?:[-*]|\d{1,9}\.) +\S[^\n]*(?:\n|$))+/y, block: true, build: (m, c) => list(m[0], c) },
    { re: /\\([^0-9A-Za-z\s])/y, build: (m) => m[1] },
    { re: /<t:(-?\d{1,13})(?::([tTdDfFR]))?>/y, build: (m) => timestamp(Number(m[1]), m[2] || 'f') },
    { re: /<@!?(\d+)>/y, build: (m, c) => mention(c.names.user(m[1]), '@', 'unknown-user') },
    { re: /<@&(\d+)>/y, build: (m, c) => mention(c.names.role(m[1]), '@', 'deleted-role') },
    { re: /<#(\d+)>/y, build: (m, c) => channel(m[1], c) },
    { re: /<a?:(\w{2,32}):\d+>/y, build: (m) => el('span', ':' + m[1] + ':', { className: 'emoji', title: m[1] }) },
    { re: /<\/([-_\p{L}\p{N} ]{1,100}):\d+>/uy, build: (m) => el('span', '/' + m[1], { className: 'mention' }) },
    { re: /@(?:everyone|here)\b/y, build: (m) => el('span', m[0], { className: 'mention' }) },
    { re: new RegExp(String.raw`<(${ADDRESS})>`, 'y'), notIn: 'link', notInline: true,
      build: (m) => link(m[1], m[1]) },
    { re: new RegExp(String.raw`\[((?:\\[\s\S]|[^\\\]\n])+)\]\(\s*<?(${ADDRESS})>?\s*\)`, 'y'), notIn: 'link',
      notInline: true, build: (m, c) => link(m[2], c.parse(m[1], { link: true })) },
    { re: new RegExp(ADDRESS, 'y'), notIn: 'link', notInline: true, build: (m) => link(m[0], m[0]) },
    { re: /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/y, build: (m) => el('code', m[2], { className: 'inline' }) },
    { re: new RegExp(String.raw`\*\*${SPAN}\*\*(?!\*)`, 'y'), build: (m, c) => el('strong', c.parse(m[1])) },
    { re: new RegExp(String.raw`__${SPAN}__(?!_)`, 'y'), build: (m, c) => el('u', c.parse(m[1])) },
    // Bold inside italics is found by the nested parse, so here "**" is one token: parts that could overlap
    // would let a long run of them backtrack for minutes. Likewise "__" inside "_" below.
    { re: /\*(?=[^\s*])((?:\*\*|\\[\s\S]|\s+(?:\*\*|\\[\s\S]|[^\s\\*])|[^\s\\*])+?)\*(?!\*)/y,
      build: (m, c) => el('em', c.parse(m[1])) },
    // Underscores inside a word (snake_case_names) are not italics.
    { re: /(?<![A-Za-z0-9])_((?:__|\\[\s\S]|[^\\_])+?)_(?![A-Za-z0-9_])/y,
      build: (m, c) => el('em', c.parse(m[1])) },
    { re: new RegExp(String.raw`~~${SPAN}~~`, 'y'), build: (m, c) => el('s', c.parse(m[1])) },
    { re: new RegExp(String.raw`\|\|${SPAN}\|\|`, 'y'), build: (m, c) => spoiler(c.parse(m[1])) },
  ];
  // Plain text runs up to the next character that could start markup (or a link).
  const TEXT = /(?:[^\\<*_~`|[\n@h]|h(?!ttps?:\/\/))+|[\s\S]/y;

  function el(tag, content, props) {
    const node = document.createElement(tag);
    if (props) Object.assign(node, props);
    if (content != null) node.append(content);
    return node;
  }

  function append(parent, node) {
    // Neighbouring words stay one text node, so the page's text reads as the message does.
    if (typeof node === 'string' && parent.lastChild && parent.lastChild.nodeType === Node.TEXT_NODE) {
      parent.lastChild.appendData(node);
    } else {
      parent.append(node);
    }
  }

  function parse(source, names, state) {
    const fragment = document.createDocumentFragment();
    const context = {
      names,
      parse: (text, more) => parse(text, names, Object.assign({}, state, { lineStart: false }, more)),
    };
    let pos = 0;
    let lineStart = state.lineStart;
    while (pos < source.length) {
      let node = null;
      let rule = null;
      let match = null;
      for (rule of RULES) {
        if ((rule.block && (!lineStart || state.inline)) || (rule.notIn && state[rule.notIn])
            || (rule.notInline && state.inline)) continue;
        rule.re.lastIndex = pos;
        match = rule.re.exec(source);
        if (match && (node = rule.build(match, context)) !== null) break;
      }
      if (node === null) {
        TEXT.lastIndex = pos;
        match = TEXT.exec(source);
        node = match[0];
        rule = null;
      }
      append(fragment, node);
      pos += match[0].length;
      lineStart = rule ? !!(rule.block || rule.endsLine) : node === '\n';
    }
    return fragment;
  }

  // Consecutive "- ", "* " or "1. " lines; deeper indentation nests a list in the item above it.
  function list(lines, context) {
    const fragment = document.createDocumentFragment();
    const open = [];
    for (const line of lines.split('\n').filter(l => l.trim())) {
      const [, spaces, marker, text] = line.match(/^( *)([-*]|\d+\.) +([^\n]*)/);
      const indent = spaces.length;
      const tag = marker.endsWith('.') ? 'OL' : 'UL';
      let top = open[open.length - 1];
      while (top && (indent < top.indent || (indent === top.indent && top.list.tagName !== tag))) {
        open.pop();
        top = open[open.length - 1];
      }
      if (!top || indent > top.indent) {
        const fresh = el(tag.toLowerCase());
        if (tag === 'OL') fresh.start = parseInt(marker, 10);
        (top ? top.list.lastChild : fragment).append(fresh);
        top = { indent, list: fresh };
        open.push(top);
      }
      top.list.append(el('li', context.parse(text)));
    }
    return fragment;
  }

  function link(url, content) {
    return el('a', content, { href: url, title: url, target: '_blank', rel: 'noopener noreferrer' });
  }

  function mention(name, prefix, unknown) {
    const text = name == null ? prefix + unknown : name.startsWith(prefix) ? name : prefix + name;
    return el('span', text, { className: 'mention' });
  }

  function channel(id, context) {
    const name = context.names.channel(id);
    const node = mention(name, '#', 'unknown');
    if (name != null && context.names.openChannel) {
      node.classList.add('link');
      node.dataset.channel = id;
      node.addEventListener('click', () => context.names.openChannel(id));
    }
    return node;
  }

  function spoiler(content) {
    const node = el('span', content, { className: 'spoiler', title: 'Spoiler' });
    node.addEventListener('click', () => node.classList.add('revealed'));
    return node;
  }

  function timestamp(seconds, style) {
    const date = new Date(seconds * 1000);
    if (isNaN(date)) return null;
    const node = el('time', formatTimestamp(date, style), { className: 'timestamp', dateTime: date.toISOString(),
      title: formatTimestamp(date, 'F') });
    node.dataset.style = style;
    return node;
  }

  // Making an Intl formatter takes milliseconds, and relative timestamps are redrawn every second.
  const formatters = new Map();
  function formatter(key, make) {
    if (!formatters.has(key)) formatters.set(key, make());
    return formatters.get(key);
  }

  // W is F's date part: the long date with the weekday.
  const DATE_TIME_STYLES = {
    t: { hour: 'numeric', minute: '2-digit' },
    T: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
    d: { year: 'numeric', month: '2-digit', day: '2-digit' },
    D: { year: 'numeric', month: 'long', day: 'numeric' },
    W: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  };
  // Discord's units for "in 3 hours" / "2 days ago": each used until the next one reads better.
  const RELATIVE_UNITS = [['second', 1, 45], ['minute', 60, 45], ['hour', 3600, 22], ['day', 86400, 26],
    ['month', 2629800, 11], ['year', 31557600, Infinity]];

  /** A date in the viewer's own locale and time zone, in one of Discord's styles t T d D f F R. */
  function formatTimestamp(date, style) {
    const part = (name) => formatter(name, () => new Intl.DateTimeFormat(undefined, DATE_TIME_STYLES[name]))
      .format(date);
    let text;
    switch (style) {
      case 'f': text = part('D') + ' ' + part('t'); break;
      case 'F': text = part('W') + ' ' + part('t'); break;
      case 'R': text = relative(date.getTime() - Date.now()); break;
      default: text = part(style);
    }
    // Newer ICU puts a narrow no-break space before AM/PM; Discord shows a plain one.
    return text.replace(/[\u202f\u00a0]/g, ' ');
  }

  function relative(millis) {
    const seconds = Math.abs(millis) / 1000;
    const [unit, size] = RELATIVE_UNITS.find(([, length, limit]) => seconds / length < limit);
    const amount = Math.round(seconds / size) * (millis < 0 ? -1 : 1);
    // "now" rather than "in 0 seconds".
    const numeric = amount === 0 ? 'auto' : 'always';
    return formatter(numeric, () => new Intl.RelativeTimeFormat(undefined, { numeric })).format(amount, unit);
  }

  function refresh(root) {
    for (const node of root.querySelectorAll('time.timestamp[data-style="R"]')) {
      const text = formatTimestamp(new Date(node.dateTime), 'R');
      if (node.textContent !== text) node.textContent = text;
    }
  }

  function render(text, names, options = {}) {
    return parse(text, names, { lineStart: !options.inline, inline: !!options.inline });
  }

  return { render, refresh };
})();
