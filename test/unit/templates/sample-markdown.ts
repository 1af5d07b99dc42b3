// Rendered-markdown samples shaped like the markdown stage's output (code blocks, admonitions, details, embeds…).

const codeLine = (parts: [string, string, string][], highlighted = false): string =>
  `<span class="line${highlighted ? ' highlighted' : ''}">${parts
    .map(([text, light, dark]) => `<span style="--shiki-light:${light};--shiki-dark:${dark}">${text}</span>`)
    .join('')}</span>`;

/** A shiki dual-theme code block with a title and a copy button. */
export const sampleCodeBlock = `<div class="code-block" data-language="ts"><div class="code-block-title">player.ts</div><pre class="shiki shiki-themes github-light github-dark" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e" tabindex="0"><code>${[
  codeLine([
    ['import', '#D73A49', '#F97583'],
    [' { AudioEngine } ', '#24292E', '#E1E4E8'],
    ['from', '#D73A49', '#F97583'],
    [" './engine'", '#032F62', '#9ECBFF'],
    [';', '#24292E', '#E1E4E8'],
  ]),
  codeLine([['', '#24292E', '#E1E4E8']]),
  codeLine(
    [
      ['const', '#D73A49', '#F97583'],
      [' player ', '#24292E', '#E1E4E8'],
      ['=', '#D73A49', '#F97583'],
      [' new ', '#D73A49', '#F97583'],
      ['AudioEngine', '#6F42C1', '#B392F0'],
      ['();', '#24292E', '#E1E4E8'],
    ],
    true,
  ),
  codeLine([
    ['player.', '#24292E', '#E1E4E8'],
    ['play', '#6F42C1', '#B392F0'],
    ['(', '#24292E', '#E1E4E8'],
    ['&quot;kepler-47&quot;', '#032F62', '#9ECBFF'],
    [');', '#24292E', '#E1E4E8'],
  ]),
].join(
  '\n',
)}</code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard" data-copy>Copy</button></div>`;

const admonition = (type: string, title: string, body: string): string =>
  `<div class="admonition admonition-${type}" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>${title}</p><div class="admonition-content"><p>${body}</p></div></div>`;

/** A doc body exercising every markup the markdown stage emits. */
export const sampleDocHtml = [
  '<p>The Interplanetary Players turn a planet into a record you can play. This page shows <strong>every</strong> element the theme styles, with <a href="/docs/user-guide/int-players/tutorials">a link</a> and <code>inline code</code>.</p>',
  '<h2 id="getting-started" tabindex="-1">Getting started</h2>',
  '<p>Open a player in a recent browser. On an iPhone, unmute the device first.</p>',
  sampleCodeBlock,
  '<h3 id="controls" tabindex="-1">Controls</h3>',
  '<ul><li>Play and pause</li><li>X, Y and Z knobs</li><li>Balance buttons</li></ul>',
  '<ul class="contains-task-list"><li class="task-list-item"><label><input type="checkbox" disabled checked> Unmute the device</label></li><li class="task-list-item"><label><input type="checkbox" disabled> Press play</label></li></ul>',
  admonition('note', 'Note', 'Knobs are dragged like sliders.'),
  admonition('tip', 'Tip', 'Hold a Balance button to see a hint.'),
  admonition('info', 'Info', 'Transit modes share one data set.'),
  admonition('warning', 'Warning', 'Data-driven modes ignore manual changes.'),
  admonition('danger', 'Danger', 'Very loud output can damage hearing.'),
  admonition('caution', 'Caution', 'Stacking many layers needs a fast device.'),
  '<h3 id="modes" tabindex="-1">Modes</h3>',
  '<table><thead><tr><th>Mode</th><th>Time scale</th><th>Driven by</th><th>Notes about the mode in a longer cell</th></tr></thead><tbody><tr><td>xJam</td><td>—</td><td>You</td><td>Manual XYZ control</td></tr><tr><td>Transit I</td><td>1 min ≈ 24 h</td><td>Transit data</td><td>Knobs follow the transit</td></tr><tr><td>Orbit V</td><td>1 min ≈ 24 h</td><td>Orbital periods</td><td>Kepler-47 planets</td></tr></tbody></table>',
  '<h2 id="questions" tabindex="-1">Questions</h2>',
  '<details class="details"><summary>Can several cards play at once?</summary><div class="details-content"><p id="several-cards">Yes: each card adds a layer.</p></div></details>',
  '<blockquote><p>A planet is a vinyl record plus one dimension.</p></blockquote>',
  '<figure class="embed"><div class="embed-frame"><iframe src="/embed-sample.html" title="Sample player" loading="lazy" allowfullscreen></iframe></div><figcaption>A sample embedded player. <a href="/embed-sample.html">Open it on its own page</a>.</figcaption></figure>',
  // Ids that match browser or library globals must not confuse the script (named access on window).
  '<h4 id="location" tabindex="-1">Location</h4><p id="fuse">Where the players run: in the browser.</p>',
  '<h2 id="reference" tabindex="-1">Reference</h2>',
  '<ol><li>Orosz et al. 2019</li><li>Kepler-47 data</li></ol>',
  '<hr>',
  '<p>The end of the sample page.</p>',
].join('\n');
